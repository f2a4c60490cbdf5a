// The add / edit task form and the launch-date form, in the one form pattern (docs/forms.md):
// real post forms with the server's native constraints, so they work with JavaScript off; after a
// failed save the error summary on top lists the problems and the typed values stay.
import { Link, useNavigation } from "@remix-run/react";

import { AppForm, Field, TextareaField, useAppForm, useFormReply } from "~/components/forms";
import { KeepTheirsButton } from "~/components/forms/submit-button";
import { QueueFields } from "~/components/queue-fields";
import type { FormConstraint } from "~/lib/forms";

export type TaskFormValues = { title: string; notes: string; dueDate: string; dueTime: string };

export const LAUNCH_DATE_FORM = "launch-date";
export const ADD_TASK_FORM = "add-task";
/**
 * A task's own form (edit, remove): one id per row, so only that row shows its reply. Not
 * `task-${id}`: that is the row's anchor, and the fields name their form by id (`form=`).
 */
export const taskFormId = (taskId: string) => `task-${taskId}-edit`;

const TASK_LABELS = { title: "Task", notes: "Notes", dueDate: "Due date", dueTime: "Due time" };

function useBusy(intent: string, taskId?: string) {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (taskId === undefined || navigation.formData?.get("taskId") === taskId)
  );
}

export function LaunchDateForm(props: {
  value: string;
  hasDate: boolean;
  fromAnswer: boolean;
  constraint: FormConstraint;
  /** Another page (the plan's start) posts to the checklist's own action. */
  action?: string;
}) {
  const busy = useBusy("set-launch-date");
  const reply = useFormReply(LAUNCH_DATE_FORM);
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: LAUNCH_DATE_FORM,
    reply,
    constraint: props.constraint,
    defaultValue: { launchDate: props.value },
  });
  return (
    <AppForm
      form={form}
      reply={reply}
      labels={{ launchDate: "Launch date" }}
      summaryTitle="Not saved"
      className="space-y-3"
      action={props.action}
    >
      <div className="flex flex-wrap items-end gap-3">
        <Field
          meta={fields.launchDate}
          type="date"
          label="Launch date"
          help={props.fromAnswer ? "Filled in from your answers. Check it and save." : undefined}
          className="min-w-0 flex-1 basis-48"
        />
        <button
          type="submit"
          name="intent"
          value="set-launch-date"
          className="btn-primary"
          disabled={busy}
        >
          {busy ? "Saving..." : props.hasDate ? "Move launch date" : "Set launch date"}
        </button>
      </div>
    </AppForm>
  );
}

export function TaskForm(props: {
  intent: "add-task" | "edit-task";
  taskId?: string;
  values: TaskFormValues;
  constraint: FormConstraint;
  timeZone: string;
  cancelHref?: string;
  /** The task's version (an edit): a change made elsewhere meanwhile is not overwritten. */
  version?: string;
}) {
  const { intent, taskId } = props;
  const busy = useBusy(intent, taskId);
  const removing = useBusy("delete-task", taskId);
  const formId = taskId ? taskFormId(taskId) : ADD_TASK_FORM;
  const reply = useFormReply(formId);
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: formId,
    reply,
    constraint: props.constraint,
    defaultValue: props.values,
  });
  return (
    <AppForm
      form={form}
      reply={reply}
      labels={TASK_LABELS}
      summaryTitle="Not saved"
      className="space-y-3"
    >
      {taskId ? <input type="hidden" name="taskId" value={taskId} /> : null}
      {/* After a conflict (409), the version the other device made: Keep mine saves over it. */}
      <QueueFields
        version={reply?.conflict ? new Date(Number(reply.conflict.version)) : props.version}
      />
      <Field meta={fields.title} label="Task" />
      <TextareaField
        meta={fields.notes}
        label={
          <>
            Notes <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        rows={3}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field meta={fields.dueDate} type="date" label="Due date" />
        <Field
          meta={fields.dueTime}
          type="time"
          required
          label={
            <>
              Due time <span className="font-normal text-slate-600">({props.timeZone})</span>
            </>
          }
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {reply?.conflict ? <KeepTheirsButton /> : null}
        <button type="submit" name="intent" value={intent} className="btn-primary" disabled={busy}>
          {busy
            ? "Saving..."
            : reply?.conflict
              ? "Keep mine"
              : intent === "add-task"
                ? "Add task"
                : "Save task"}
        </button>
        {intent === "edit-task" ? (
          <button
            type="submit"
            name="intent"
            value="delete-task"
            formNoValidate
            className="btn-danger"
            disabled={removing}
          >
            {removing ? "Removing..." : "Remove task"}
          </button>
        ) : null}
        {props.cancelHref ? (
          <Link to={props.cancelHref} preventScrollReset className="btn-secondary">
            Cancel
          </Link>
        ) : null}
      </div>
    </AppForm>
  );
}
