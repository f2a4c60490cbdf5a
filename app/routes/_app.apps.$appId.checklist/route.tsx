// The launch-day checklist of one app: set or move the launch date, then check off, add, edit and
// remove tasks. Every change is a plain post form; ?edit=<taskId> opens a task's form on the server.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import type { PageHandle } from "~/lib/edge-rules";
import { moduleLink } from "~/lib/next-step";
import {
  getChecklist,
  launchDateSchema,
  PastLaunchDate,
  removeTask,
  setLaunchDate,
  taskSchema,
} from "~/models/checklist.server";
import { completedModuleSteps } from "~/models/module.server";
import { assignTask, assignTaskSchema } from "~/models/task-owner.server";
import { addTaskOnce, editTaskOnce, tickTaskOnce } from "~/models/task-writes.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { dispatchIntent, fieldProblem, formReply, type Intents } from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { basedOn, queuedAnswer, writeClaim } from "~/utils/queued-writes.server";
import { redirectWithInfoToast, redirectWithSuccessToast } from "~/utils/toast.server";

import { formatLaunchDate, loadChecklistPage, safeTimeZone } from "./checklist-page.server";
import { taskAssignFormId } from "./task-assign";
import { editConflict } from "./task-conflict.server";
import { ADD_TASK_FORM, LAUNCH_DATE_FORM, LaunchDateForm, TaskForm, taskFormId } from "./task-form";
import { taskDoneFormId } from "./task-item";
import { ChecklistPhases } from "./task-list";

/**
 * Edge rules (app/lib/edge-rules.ts): kept for reading offline, tagged for a 304 before it runs.
 * The page shows the app, its tasks, which modules are done and the members a task can go to.
 */
export const handle = {
  title: "Launch checklist",
  edge: {
    offline: true,
    tag: { of: "app", reads: ["App", "Module", "ChecklistTask", "User"] },
  },
} satisfies PageHandle;

// The title names the app: the offline list shows kept pages by their title (public/sw.js).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${handle.title} · ${data ? `${data.app.name} · ` : ""}App Marketing Machine` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const search = new URL(request.url).searchParams;
  const page = await loadChecklistPage(user, params.appId ?? "", search);
  invariantResponse(page, APP_NOT_FOUND);
  const { allTaskIds, ...data } = page;
  // The Launch module link goes where the maker can work now, with the lock's reason.
  const launchLink = moduleLink(
    page.app.id,
    "launch",
    await completedModuleSteps(user.tenantId, page.app.id),
  );
  const editId = search.get("edit");
  invariantResponse(!editId || allTaskIds.includes(editId), TASK_NOT_FOUND);
  return {
    ...data,
    allTaskCount: allTaskIds.length,
    launchLink,
    editId,
    constraints: {
      launchDate: getZodConstraint(launchDateSchema),
      task: getZodConstraint(taskSchema),
    },
  };
}

const TASK_NOT_FOUND = "This task doesn't exist or isn't yours";

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** The signed-in user and the app's checklist (404 before the body is read). */
async function checklistContext({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const checklist = await getChecklist(user.tenantId, params.appId ?? "");
  invariantResponse(checklist, APP_NOT_FOUND);
  return { user, checklist, here: `/apps/${checklist.app.id}/checklist` };
}
type Ctx = Awaited<ReturnType<typeof checklistContext>>;

const postedTaskId = (formData: FormData) => String(formData.get("taskId") ?? "");

/** The task a row's post is about: 404 when it is not on this app's checklist. */
function postedTask({ checklist }: Ctx, formData: FormData) {
  const task = checklist.tasks.find((t) => t.id === postedTaskId(formData));
  invariantResponse(task, TASK_NOT_FOUND);
  return task;
}

function checkOff(done: boolean) {
  return {
    form: (formData: FormData) => taskDoneFormId(postedTaskId(formData)),
    feedback: "toast" as const,
    run: async ({ ctx, formData, request }: { ctx: Ctx; formData: FormData; request: Request }) => {
      const task = postedTask(ctx, formData);
      const claim = writeClaim(request, formData, ctx.user.id, `tick:${task.id}:${done}`);
      const change = { appId: ctx.checklist.app.id, taskId: task.id, done };
      const early = queuedAnswer(request, await tickTaskOnce(ctx.user.tenantId, claim, change));
      if (early) return early;
      return redirectWithSuccessToast(`${ctx.here}#task-${task.id}`, {
        title: done ? "Task done" : "Task reopened",
        description: done ? "Nice work. One step closer to launch." : "The task is open again.",
      });
    },
  };
}

export const intents = {
  "set-launch-date": {
    form: LAUNCH_DATE_FORM,
    run: async ({ ctx, formData, formId }) => {
      const submission = parseWithZod(formData, { schema: launchDateSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      const { launchDate } = submission.value;
      const planned = await setLaunchDate(
        ctx.user.tenantId,
        ctx.checklist.app.id,
        launchDate,
      ).catch((error: unknown) => {
        if (error instanceof PastLaunchDate) return error;
        throw error;
      });
      if (planned instanceof PastLaunchDate) {
        const problem = { field: "launchDate", message: planned.message };
        return formReply(formId, submission.reply(fieldProblem(problem)));
      }
      invariantResponse(planned, APP_NOT_FOUND);
      const label = formatLaunchDate(launchDate);
      return redirectWithSuccessToast(ctx.here, {
        title: planned.created > 0 ? "Launch date set" : "Launch date moved",
        description:
          planned.created > 0
            ? `Your checklist has ${plural(planned.created, "task")}, planned back from ${label}.`
            : `${plural(planned.moved, "open task")} moved with it to ${label}. Done tasks stay done.`,
      });
    },
  },
  "complete-task": checkOff(true),
  "reopen-task": checkOff(false),
  "add-task": {
    form: ADD_TASK_FORM,
    run: async ({ ctx, formData, formId, request }) => {
      const submission = parseWithZod(formData, { schema: taskSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      const { user, checklist, here } = ctx;
      const timeZone = safeTimeZone(user.timeZone);
      const claim = writeClaim(request, formData, user.id, `add-task:${checklist.app.id}`);
      const answer = await addTaskOnce(
        user.tenantId,
        claim,
        checklist.app.id,
        submission.value,
        timeZone,
      );
      const early = queuedAnswer(request, answer);
      if (early) return early;
      const task = answer.body as { taskId: string; title: string };
      return redirectWithSuccessToast(`${here}#task-${task.taskId}`, {
        title: "Task added",
        description: `“${task.title}” is on your checklist.`,
      });
    },
  },
  "edit-task": {
    form: (formData) => taskFormId(postedTaskId(formData)),
    run: async ({ ctx, formData, formId, request }) => {
      const task = postedTask(ctx, formData);
      const submission = parseWithZod(formData, { schema: taskSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      const { user, checklist, here } = ctx;
      const timeZone = safeTimeZone(user.timeZone);
      const claim = writeClaim(request, formData, user.id, `edit-task:${task.id}`);
      const edit = { appId: checklist.app.id, taskId: task.id, basedOn: basedOn(formData) };
      const answer = await editTaskOnce(user.tenantId, claim, {
        ...edit,
        input: submission.value,
        timeZone,
      });
      const conflict = editConflict(request, answer, timeZone);
      if (conflict) {
        const reply = submission.reply(conflict.errors);
        return formReply(formId, reply, { status: 409, conflict: conflict.conflict });
      }
      const early = queuedAnswer(request, answer);
      if (early) return early;
      return redirectWithSuccessToast(`${here}#task-${task.id}`, {
        title: "Task saved",
        description: "Your changes to the task are saved.",
      });
    },
  },
  // A task edit's second choice after a conflict: the task as the other device saved it.
  "keep-theirs": {
    form: (formData) => taskFormId(postedTaskId(formData)),
    run: ({ ctx, formData }) => {
      const task = postedTask(ctx, formData);
      return redirectWithInfoToast(`${ctx.here}#task-${task.id}`, {
        title: "Kept the other device's version",
        description: "Your changes to the task were not saved.",
      });
    },
  },
  "delete-task": {
    form: (formData) => taskFormId(postedTaskId(formData)),
    feedback: "toast",
    run: async ({ ctx, formData }) => {
      const task = postedTask(ctx, formData);
      await removeTask(ctx.user.tenantId, ctx.checklist.app.id, task.id);
      return redirectWithSuccessToast(ctx.here, {
        title: "Task removed",
        description: "The task is no longer on your checklist.",
      });
    },
  },
  "assign-task": {
    form: (formData) => taskAssignFormId(postedTaskId(formData)),
    run: async ({ ctx, formData, formId, request }) => {
      const task = postedTask(ctx, formData);
      const submission = parseWithZod(formData, { schema: assignTaskSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      const { user, checklist, here } = ctx;
      const assigneeId = submission.value.assigneeId;
      const assigned = await assignTask(user.tenantId, checklist.app.id, task.id, assigneeId, {
        actorId: user.id,
      });
      if (!assigned.ok) {
        const problem = { field: "assigneeId", message: assigned.message };
        return formReply(formId, submission.reply(fieldProblem(problem)), {
          status: assigned.status,
        });
      }
      const view = new URL(request.url).searchParams.get("assigned") === "me" ? "?assigned=me" : "";
      return redirectWithSuccessToast(`${here}${view}#task-${task.id}`, {
        title: assigned.assignee ? "Task assigned" : "Task unassigned",
        description: assigned.assignee
          ? `“${assigned.title}” is now ${assigned.assignee.email}'s.`
          : `“${assigned.title}” has no owner now.`,
      });
    },
  },
} satisfies Intents<Ctx>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, checklistContext, intents);
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
    defaultTaskTime,
    constraints,
  } = useLoaderData<typeof loader>();
  const { onlyMine, members, allTaskCount, launchLink } = useLoaderData<typeof loader>();
  const here = `/apps/${app.id}/checklist`;
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
        <nav aria-label="Related pages" className="related-links">
          <Link to={`/apps/${app.id}/calendar`} className="font-semibold text-brand-700 underline">
            Calendar for this app
          </Link>
          <span data-testid="launch-module-link">
            {launchLink.reason ? `${launchLink.reason} ` : null}
            <Link to={launchLink.href} className="font-semibold text-brand-700 underline">
              {launchLink.label}
            </Link>
          </span>
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
        <LaunchDateForm
          key={launch?.date ?? "none"}
          value={launch?.date ?? suggestedLaunchDate ?? ""}
          hasDate={launch !== null}
          fromAnswer={!launch && suggestedLaunchDate !== null}
          constraint={constraints.launchDate}
        />
      </section>

      {launch ? (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {openCount === 0 && tasks.length > 0
              ? "Every task is done. Have a great launch!"
              : `${openCount} of ${tasks.length} tasks open.`}
          </p>
          {members || onlyMine ? (
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
          ) : null}
          {onlyMine && tasks.length === 0 ? (
            <p className="text-sm text-slate-700">No tasks are assigned to you on this app.</p>
          ) : null}
          <ChecklistPhases
            members={members ?? undefined}
            tasks={tasks}
            basePath={here}
            openEditId={editId}
            constraint={constraints.task}
            timeZone={timeZone}
          />

          <section aria-labelledby="add-heading" className="card space-y-3">
            <h3 id="add-heading" className="text-lg font-bold">
              Add a task
            </h3>
            <TaskForm
              intent="add-task"
              values={{ title: "", notes: "", dueDate: launch.date, dueTime: defaultTaskTime }}
              constraint={constraints.task}
              timeZone={timeZone}
            />
          </section>
        </>
      ) : null}
    </div>
  );
}
