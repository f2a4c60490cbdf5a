// The launch-day checklist of one app: set or move the launch date, then check off, add, edit and
// remove tasks. Every change is a plain post form; ?edit=<taskId> opens a task's form on the server.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { FormAlert, LaunchDateForm, TaskForm } from "~/components/checklist/task-form";
import type { TaskView } from "~/components/checklist/task-item";
import { ChecklistPhases, submittedValue } from "~/components/checklist/task-list";
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
import { TASK_NOTES_MAX, TASK_TITLE_MAX } from "~/lib/limits";
import {
  addTask,
  getChecklist,
  launchDateSchema,
  removeTask,
  setLaunchDate,
  setTaskDone,
  taskSchema,
  updateTask,
} from "~/models/checklist.server";
import { getUserSubscription } from "~/models/subscription.server";
import {
  assignableMembers,
  assignTask,
  assignTaskSchema,
  taskAssignees,
} from "~/models/task-owner.server";
import { requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { dataWithErrorToast, redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Launch Checklist" };

export const meta: MetaFunction = () => [{ title: "Launch checklist · App Marketing Machine" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const checklist = await getChecklist(user.tenantId, params.appId ?? "");
  invariantResponse(checklist, APP_NOT_FOUND);
  const { app, tasks, suggestedLaunchDate } = checklist;
  const timeZone = safeTimeZone(user.timeZone);
  const editId = new URL(request.url).searchParams.get("edit");
  invariantResponse(!editId || tasks.some((t) => t.id === editId), TASK_NOT_FOUND);
  const showPacific = timeZone !== PRODUCT_HUNT_TIME_ZONE;
  const [members, assignees] = await Promise.all([
    assignableMembers(user.tenantId),
    taskAssignees(user.tenantId, app.id),
  ]);
  const onlyMine = new URL(request.url).searchParams.get("assigned") === "me";
  const now = Date.now();
  const views: TaskView[] = tasks.map((task) => {
    const offset = app.launchDate ? offsetFromLaunch(task.dueAt, app.launchDate) : null;
    return {
      id: task.id,
      title: task.title,
      notes: task.notes,
      done: task.done,
      overdue: isOverdue(task, now),
      relative: relativeLabel(task.offsetDays ?? offset),
      due: formatInZone(task.dueAt, timeZone),
      duePacific: showPacific ? `${formatPacificTime(task.dueAt)} Pacific` : null,
      phase: offset === null || offset < 0 ? "before" : offset === 0 ? "launch" : "after",
      inputs: zonedParts(task.dueAt, timeZone),
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
    allTaskCount: views.length,
    onlyMine,
    members,
    editId,
    limits: { title: TASK_TITLE_MAX, notes: TASK_NOTES_MAX },
    defaultTaskTime: DEFAULT_TASK_TIME,
  };
}

type Intent =
  "set-launch-date" | "complete-task" | "reopen-task" | "add-task" | "edit-task" | "assign-task";
type ActionResult = {
  intent: Intent | "delete-task";
  taskId?: string;
  result?: SubmissionResult<string[]>;
  formErrors: string[];
  blocked: boolean;
};

const TASK_NOT_FOUND = "This task doesn't exist or isn't yours";
const INTENTS = new Set(["set-launch-date", "complete-task", "reopen-task", "add-task"]);
const TASK_INTENTS = new Set([
  "edit-task",
  "delete-task",
  "complete-task",
  "reopen-task",
  "assign-task",
]);

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const appId = params.appId ?? "";
  const checklist = await getChecklist(user.tenantId, appId);
  invariantResponse(checklist, APP_NOT_FOUND);
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "") as ActionResult["intent"];
  if (!INTENTS.has(intent) && !TASK_INTENTS.has(intent)) {
    throw new Response("Unknown action", { status: 400 });
  }
  const taskId = String(formData.get("taskId") ?? "");
  const knownTask = checklist.tasks.some((t) => t.id === taskId);
  invariantResponse(!TASK_INTENTS.has(intent) || knownTask, TASK_NOT_FOUND);
  const here = `/apps/${appId}/checklist`;
  const schema = intent === "set-launch-date" ? launchDateSchema : taskSchema;
  const submission = parseWithZod(formData, { schema });

  const { blockedReason } = await getUserSubscription(user);
  if (blockedReason) {
    const result = submission.reply({ formErrors: [blockedReason] });
    return dataWithErrorToast<ActionResult>(
      { intent, taskId, result, formErrors: [blockedReason], blocked: true },
      { title: "Not saved", description: blockedReason },
      { status: 403 },
    );
  }

  if (intent === "complete-task" || intent === "reopen-task") {
    const done = intent === "complete-task";
    await setTaskDone(user.tenantId, appId, taskId, done);
    return redirectWithSuccessToast(`${here}#task-${taskId}`, {
      title: done ? "Task done" : "Task reopened",
      description: done ? "Nice work. One step closer to launch." : "The task is open again.",
    });
  }
  if (intent === "assign-task") {
    const assignment = parseWithZod(formData, { schema: assignTaskSchema });
    const assigneeId = assignment.status === "success" ? assignment.value.assigneeId : null;
    const assigned = await assignTask(user.tenantId, appId, taskId, assigneeId);
    if (!assigned.ok) {
      return dataWithErrorToast<ActionResult>(
        { intent, taskId, formErrors: [assigned.message], blocked: false },
        { title: "Not saved", description: assigned.message },
        { status: assigned.status },
      );
    }
    const view = new URL(request.url).searchParams.get("assigned") === "me" ? "?assigned=me" : "";
    return redirectWithSuccessToast(`${here}${view}#task-${taskId}`, {
      title: assigned.assignee ? "Task assigned" : "Task unassigned",
      description: assigned.assignee
        ? `“${assigned.title}” is now ${assigned.assignee.email}'s.`
        : `“${assigned.title}” has no owner now.`,
    });
  }
  if (intent === "delete-task") {
    await removeTask(user.tenantId, appId, taskId);
    return redirectWithSuccessToast(here, {
      title: "Task removed",
      description: "The task is no longer on your checklist.",
    });
  }
  if (submission.status !== "success") {
    return dataWithErrorToast<ActionResult>(
      { intent, taskId, result: submission.reply(), formErrors: [], blocked: false },
      { title: "Not saved", description: "Please check the highlighted fields." },
      { status: 400 },
    );
  }
  const timeZone = safeTimeZone(user.timeZone);
  if (intent === "set-launch-date") {
    const { launchDate } = submission.value as { launchDate: string };
    const planned = await setLaunchDate(user.tenantId, appId, launchDate);
    invariantResponse(planned, APP_NOT_FOUND);
    const label = formatLaunchDate(launchDate);
    return redirectWithSuccessToast(here, {
      title: planned.created > 0 ? "Launch date set" : "Launch date moved",
      description:
        planned.created > 0
          ? `Your checklist has ${plural(planned.created, "task")}, planned back from ${label}.`
          : `${plural(planned.moved, "open task")} moved with it to ${label}. Done tasks stay done.`,
    });
  }
  const input = submission.value as Parameters<typeof addTask>[2];
  if (intent === "add-task") {
    const task = await addTask(user.tenantId, appId, input, timeZone);
    invariantResponse(task, APP_NOT_FOUND);
    return redirectWithSuccessToast(`${here}#task-${task.id}`, {
      title: "Task added",
      description: `“${task.title}” is on your checklist.`,
    });
  }
  await updateTask(user.tenantId, appId, taskId, input, timeZone);
  return redirectWithSuccessToast(`${here}#task-${taskId}`, {
    title: "Task saved",
    description: "Your changes to the task are saved.",
  });
}

export default function ChecklistPage() {
  const {
    app,
    timeZone,
    askTimeZone,
    launch,
    suggestedLaunchDate,
    tasks,
    editId,
    limits,
    defaultTaskTime,
  } = useLoaderData<typeof loader>();
  const { onlyMine, members, allTaskCount } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const failedFor = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  const launchFailure = failedFor("set-launch-date");
  const addFailure = failedFor("add-task");
  const editFailure =
    actionData?.intent === "edit-task" || actionData?.intent === "delete-task"
      ? actionData
      : undefined;
  const openEditId =
    editId ??
    (actionData?.intent === "edit-task" || actionData?.intent === "delete-task"
      ? actionData.taskId
      : null);
  const toggleFailure =
    actionData?.intent === "complete-task" ||
    actionData?.intent === "reopen-task" ||
    actionData?.intent === "assign-task";
  const here = `/apps/${app.id}/checklist`;
  const addValues = submittedValue(addFailure?.result);
  const openCount = tasks.filter((t) => !t.done).length;
  const overdueCount = tasks.filter((t) => t.overdue).length;

  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <div className="space-y-1">
        <h2 className="break-words text-2xl font-bold">{app.name}: launch checklist</h2>
        <p className="text-slate-700">
          Concrete tasks counted back from launch day. Move the date and every open task moves with
          it; done tasks stay done.
        </p>
        <nav aria-label="Related pages" className="flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm">
          <Link to={`/apps/${app.id}/calendar`} className="font-semibold text-brand-700 underline">
            Calendar for this app
          </Link>
          <Link
            to={`/wizard/${app.id}?step=launch`}
            className="font-semibold text-brand-700 underline"
          >
            Launch module
          </Link>
          <Link to={`/apps/${app.id}/share`} className="font-semibold text-brand-700 underline">
            Share the plan
          </Link>
          <a href={`/apps/${app.id}/export.pdf`} className="font-semibold text-brand-700 underline">
            Export plan (PDF)
          </a>
          <a href={`/apps/${app.id}/export.csv`} className="font-semibold text-brand-700 underline">
            Export plan (CSV)
          </a>
        </nav>
      </div>

      {askTimeZone ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm" role="note">
          Times are shown in UTC.{" "}
          <Link to="/preferences" className="font-semibold text-brand-700 underline">
            Set your time zone in Preferences
          </Link>{" "}
          so due times match your clock.
        </p>
      ) : null}
      {overdueCount > 0 ? (
        <p className="font-semibold text-red-800" data-testid="overdue-summary">
          {overdueCount} {overdueCount === 1 ? "task is" : "tasks are"} overdue.
        </p>
      ) : null}

      {toggleFailure && actionData ? (
        <FormAlert messages={actionData.formErrors} billing={actionData.blocked} />
      ) : null}

      <section aria-labelledby="launch-heading" className="card space-y-3">
        <h3 id="launch-heading" className="text-lg font-bold">
          {launch ? `Launch day: ${launch.label}` : "When do you launch?"}
        </h3>
        <p className="text-sm text-slate-700">
          Product Hunt&apos;s day starts at 12:01 a.m. Pacific time.
          {launch ? (
            <>
              {" "}
              For you that is <strong>{launch.startsLocal}</strong>.
            </>
          ) : (
            " Set your launch date and we'll plan the tasks back from it."
          )}{" "}
          Times on this page are in your time zone, {timeZone} (change it in{" "}
          <Link to="/preferences" className="underline">
            Preferences
          </Link>
          ).
        </p>
        <FormAlert messages={launchFailure?.formErrors ?? []} billing={launchFailure?.blocked} />
        <LaunchDateForm
          key={launch?.date ?? "none"}
          value={submittedValue(launchFailure?.result)(
            "launchDate",
            launch?.date ?? suggestedLaunchDate ?? "",
          )}
          hasDate={launch !== null}
          fromAnswer={!launch && suggestedLaunchDate !== null}
          errors={launchFailure?.result?.error ?? {}}
        />
      </section>

      {launch ? (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {openCount === 0 && tasks.length > 0
              ? "Every task is done. Have a great launch!"
              : `${openCount} of ${tasks.length} tasks open.`}
          </p>
          <nav aria-label="Which tasks" className="flex flex-wrap gap-2 text-sm">
            <Link
              to={here}
              aria-current={onlyMine ? undefined : "page"}
              className={onlyMine ? "btn-ghost" : "btn-secondary"}
            >
              All tasks ({allTaskCount})
            </Link>
            <Link
              to={`${here}?assigned=me`}
              aria-current={onlyMine ? "page" : undefined}
              className={onlyMine ? "btn-secondary" : "btn-ghost"}
            >
              Assigned to me
            </Link>
          </nav>
          {onlyMine && tasks.length === 0 ? (
            <p className="text-sm text-slate-700">No tasks are assigned to you on this app.</p>
          ) : null}
          <ChecklistPhases
            members={members}
            tasks={tasks}
            basePath={here}
            openEditId={openEditId ?? null}
            editFailure={editFailure}
            limits={limits}
            timeZone={timeZone}
          />

          <section aria-labelledby="add-heading" className="card space-y-3">
            <h3 id="add-heading" className="text-lg font-bold">
              Add a task
            </h3>
            <FormAlert messages={addFailure?.formErrors ?? []} billing={addFailure?.blocked} />
            <TaskForm
              intent="add-task"
              values={{
                title: addValues("title", ""),
                notes: addValues("notes", ""),
                dueDate: addValues("dueDate", launch.date),
                dueTime: addValues("dueTime", defaultTaskTime),
              }}
              errors={addFailure?.result?.error ?? {}}
              limits={limits}
              timeZone={timeZone}
            />
          </section>
        </>
      ) : null}
    </div>
  );
}
