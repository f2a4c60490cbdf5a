// The launch checklist page's data: the app's tasks as the page shows them (due times formatted
// in the user's time zone, Pacific time beside them, phase, owner), the launch day and the
// "assigned to me" view. Kept on the server so the date and time-zone code stays out of the
// page's JavaScript.
import {
  DEFAULT_TASK_TIME,
  formatInZone,
  formatLaunchDate,
  formatPacificTime,
  isOverdue,
  launchStartsAt,
  offsetFromLaunch,
  PRODUCT_HUNT_TIME_ZONE,
  relativeLabel,
} from "~/lib/checklist";
import { safeTimeZone, zonedParts } from "~/lib/dates";
import { getChecklist } from "~/models/checklist.server";
import { assignableMembers, taskAssignees } from "~/models/task-owner.server";

export type ChecklistTaskView = {
  /** When the task last changed: the version an edit is based on (a conflict is not overwritten). */
  version: string;
  id: string;
  title: string;
  notes: string;
  done: boolean;
  /** Open and past its due time: marked in words, not only colour. */
  overdue: boolean;
  relative: string | null;
  due: string;
  duePacific: string | null;
  phase: "before" | "launch" | "after";
  inputs: { date: string; time: string };
  assignee: { id: string; email: string } | null;
};

export { formatLaunchDate, safeTimeZone };

/** Null when the app is unknown or another tenant's. */
export async function loadChecklistPage(
  user: { id: string; tenantId: string; timeZone: string | null },
  appId: string,
  search: URLSearchParams,
) {
  const checklist = await getChecklist(user.tenantId, appId);
  if (!checklist) return null;
  const { app, tasks, suggestedLaunchDate } = checklist;
  const timeZone = safeTimeZone(user.timeZone);
  const showPacific = timeZone !== PRODUCT_HUNT_TIME_ZONE;
  const [members, assignees] = await Promise.all([
    assignableMembers(user.tenantId),
    taskAssignees(user.tenantId, app.id),
  ]);
  const onlyMine = search.get("assigned") === "me";
  const now = Date.now();
  const views: ChecklistTaskView[] = tasks.map((task) => {
    const offset = app.launchDate
      ? offsetFromLaunch(task.dueAt, app.launchDate, task.clockZone || timeZone)
      : null;
    // Only a task tied to Product Hunt's clock (12:01 a.m. Pacific) says so; every other task is
    // due at the maker's morning in their own zone.
    const pacific = task.clockZone === PRODUCT_HUNT_TIME_ZONE;
    return {
      id: task.id,
      title: task.title,
      notes: task.notes,
      done: task.done,
      overdue: isOverdue(task, now),
      relative: relativeLabel(task.offsetDays ?? offset),
      due: formatInZone(task.dueAt, timeZone),
      duePacific:
        pacific && showPacific
          ? `${formatPacificTime(task.dueAt)} Pacific, on Product Hunt's clock`
          : null,
      phase: offset === null || offset < 0 ? "before" : offset === 0 ? "launch" : "after",
      inputs: zonedParts(task.dueAt, timeZone),
      version: task.updatedAt.toISOString(),
      assignee: members.find((m) => m.id === assignees.get(task.id)) ?? null,
    };
  });
  return {
    app: { id: app.id, name: app.name },
    timeZone,
    // UTC is the default when the browser did not tell us the zone at registration.
    askTimeZone: timeZone === "UTC",
    launch: app.launchDate
      ? {
          date: app.launchDate,
          label: formatLaunchDate(app.launchDate),
          startsLocal: formatInZone(launchStartsAt(app.launchDate), timeZone),
        }
      : null,
    suggestedLaunchDate,
    tasks: onlyMine ? views.filter((task) => task.assignee?.id === user.id) : views,
    allTaskIds: views.map((task) => task.id),
    onlyMine,
    // Owners are picked only once there is someone else to give a task to: a company of one
    // would see an Owner select and an Assign button on every task for nothing.
    members: members.length > 1 ? members : null,
    defaultTaskTime: DEFAULT_TASK_TIME,
  };
}
