// One checklist task: a native submit button toggles it (works with JavaScript off), with the due
// time already formatted by the server in the user's time zone. The toggle is a button-only form
// with its own id per row: a refusal shows as a toast and in the row's summary.
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

import { useButtonForm } from "~/components/forms/button-form";
import { QueueFields } from "~/components/queue-fields";

import type { ChecklistTaskView } from "./checklist-page.server";

/** The row's check-off form (complete, reopen). */
export const taskDoneFormId = (taskId: string) => `task-${taskId}-done`;

/** A task as the page shows it; the owner is optional where the page does not show owners. */
export type TaskView = Omit<ChecklistTaskView, "assignee"> & {
  assignee?: ChecklistTaskView["assignee"];
};

export function ChecklistTaskItem(props: {
  task: TaskView;
  editHref: string;
  children?: ReactNode;
  /** The task's owner and the form to change it. */
  assign?: ReactNode;
}) {
  const { task } = props;
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("taskId") === task.id;
  const done = pending ? navigation.formData?.get("intent") === "complete-task" : task.done;
  const doneForm = useButtonForm(taskDoneFormId(task.id));
  return (
    <li id={`task-${task.id}`} className={`card scroll-mt-20 p-4 ${done ? "bg-slate-50" : ""}`}>
      <div className="flex items-start gap-3">
        <Form {...doneForm.formProps} preventScrollReset>
          <input type="hidden" name="taskId" value={task.id} />
          <QueueFields />
          <button
            type="submit"
            name="intent"
            value={task.done ? "reopen-task" : "complete-task"}
            aria-label={task.done ? `Reopen “${task.title}”` : `Mark “${task.title}” done`}
            aria-pressed={done}
            className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border-2 text-lg font-bold ${
              done
                ? "border-green-700 bg-green-700 text-white"
                : "border-slate-500 bg-white text-transparent hover:border-brand-600"
            }`}
          >
            <span aria-hidden="true">✓</span>
          </button>
        </Form>
        <div className="min-w-0 flex-1">
          <p className={`break-words font-semibold ${done ? "text-slate-600 line-through" : ""}`}>
            {task.title}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            {task.relative ? (
              <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
                {task.relative}
              </span>
            ) : null}
            <span>
              <span className="sr-only">Due </span>
              <time dateTime={`${task.inputs.date}T${task.inputs.time}`}>{task.due}</time>
            </span>
            {task.duePacific ? <span className="text-slate-600">({task.duePacific})</span> : null}
            {done ? <span className="font-semibold text-green-800">Done</span> : null}
            {!done && task.overdue ? (
              <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
                Overdue
              </span>
            ) : null}
          </p>
          {task.notes ? (
            <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">
              {task.notes}
            </p>
          ) : null}
          <p className="mt-1">
            <Link to={props.editHref} preventScrollReset className="text-action">
              Edit<span className="sr-only"> “{task.title}”</span>
            </Link>
          </p>
          {props.assign}
        </div>
      </div>
      {doneForm.summary ? <div className="mt-3">{doneForm.summary}</div> : null}
      {props.children}
    </li>
  );
}
