// The add / edit task form and the launch-date form: plain post forms with native constraints, so
// they work with JavaScript off. The server's field errors and the typed values come back as props.
import { Form, Link, useNavigation } from "@remix-run/react";

export type FieldErrors = Record<string, string[] | null | undefined>;
export type TaskFormValues = { title: string; notes: string; dueDate: string; dueTime: string };
export type TaskFormLimits = { title: number; notes: number };

export function FormAlert({ messages, billing }: { messages: string[]; billing?: boolean }) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
    >
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {billing ? (
        <p className="mt-2">
          <Link to="/billing" className="font-semibold underline">
            Go to Billing
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function useBusy(intent: string, taskId?: string) {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (taskId === undefined || navigation.formData?.get("taskId") === taskId)
  );
}

function fieldProps(prefix: string, name: string, errors: FieldErrors) {
  const id = `${prefix}-${name}`;
  const messages = errors[name] ?? [];
  return {
    id,
    messages,
    input: {
      id,
      name,
      "aria-invalid": messages.length > 0 || undefined,
      "aria-describedby": messages.length ? `${id}-error` : undefined,
      className: "field-input",
    },
  };
}

function FieldError({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {messages[0]}
    </p>
  );
}

export function LaunchDateForm(props: {
  value: string;
  hasDate: boolean;
  errors: FieldErrors;
  fromAnswer: boolean;
}) {
  const busy = useBusy("set-launch-date");
  const field = fieldProps("launch", "launchDate", props.errors);
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={field.id} className="field-label">
          Launch date
        </label>
        <input {...field.input} type="date" required defaultValue={props.value} />
        {props.fromAnswer ? (
          <p className="field-hint">Filled in from your answers. Check it and save.</p>
        ) : null}
        <FieldError id={field.id} messages={field.messages} />
      </div>
      <button
        type="submit"
        name="intent"
        value="set-launch-date"
        className="btn-primary"
        disabled={busy}
      >
        {busy ? "Saving..." : props.hasDate ? "Move launch date" : "Set launch date"}
      </button>
    </Form>
  );
}

export function TaskForm(props: {
  intent: "add-task" | "edit-task";
  taskId?: string;
  values: TaskFormValues;
  errors: FieldErrors;
  limits: TaskFormLimits;
  timeZone: string;
  cancelHref?: string;
}) {
  const { intent, taskId, values, errors, limits } = props;
  const busy = useBusy(intent, taskId);
  const removing = useBusy("delete-task", taskId);
  const prefix = taskId ? `edit-${taskId}` : "add";
  const title = fieldProps(prefix, "title", errors);
  const notes = fieldProps(prefix, "notes", errors);
  const dueDate = fieldProps(prefix, "dueDate", errors);
  const dueTime = fieldProps(prefix, "dueTime", errors);
  return (
    <Form method="post" preventScrollReset className="space-y-3">
      {taskId ? <input type="hidden" name="taskId" value={taskId} /> : null}
      <div>
        <label htmlFor={title.id} className="field-label">
          Task
        </label>
        <input
          {...title.input}
          type="text"
          required
          maxLength={limits.title}
          defaultValue={values.title}
        />
        <FieldError id={title.id} messages={title.messages} />
      </div>
      <div>
        <label htmlFor={notes.id} className="field-label">
          Notes <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea {...notes.input} rows={3} maxLength={limits.notes} defaultValue={values.notes} />
        <FieldError id={notes.id} messages={notes.messages} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={dueDate.id} className="field-label">
            Due date
          </label>
          <input {...dueDate.input} type="date" required defaultValue={values.dueDate} />
          <FieldError id={dueDate.id} messages={dueDate.messages} />
        </div>
        <div>
          <label htmlFor={dueTime.id} className="field-label">
            Due time <span className="font-normal text-slate-600">({props.timeZone})</span>
          </label>
          <input {...dueTime.input} type="time" required defaultValue={values.dueTime} />
          <FieldError id={dueTime.id} messages={dueTime.messages} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value={intent} className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : intent === "add-task" ? "Add task" : "Save task"}
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
    </Form>
  );
}
