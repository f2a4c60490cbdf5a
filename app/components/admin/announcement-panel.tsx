import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { Form } from "@remix-run/react";

export type AnnouncementItem = {
  id: string;
  title: string;
  message: string;
  isActive: boolean;
  createdAtLabel: string;
};

type Limits = { title: number; message: number };

/**
 * The create form. The parent gives it a key that changes after a successful create, so the
 * fields start empty again (with JavaScript on, a redirect keeps uncontrolled inputs' values).
 */
export function AnnouncementForm({
  lastResult,
  limits,
  action,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  limits: Limits;
  action: string;
}) {
  // Active by default; after a failed post (JavaScript off) ticked only if it was ticked.
  const [form, fields] = useForm({
    id: "announcement",
    lastResult,
    defaultValue: { title: "", message: "", isActive: "on" },
  });
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="space-y-4"
      noValidate={false}
    >
      {lastResult?.status === "error" ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-semibold">Error creating announcement</p>
          <p>{Object.values(form.allErrors).flat().join(" ")}</p>
        </div>
      ) : null}
      <div>
        <label htmlFor={fields.title.id} className="field-label">
          Title
        </label>
        <input
          {...getInputProps(fields.title, { type: "text" })}
          key={fields.title.key}
          required
          maxLength={limits.title}
          className="field-input"
        />
        {fields.title.errors ? (
          <p id={fields.title.errorId} className="field-error">
            {fields.title.errors.join(" ")}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={fields.message.id} className="field-label">
          Message
        </label>
        <textarea
          {...getTextareaProps(fields.message)}
          key={fields.message.key}
          required
          maxLength={limits.message}
          rows={3}
          className="field-input"
        />
        {fields.message.errors ? (
          <p id={fields.message.errorId} className="field-error">
            {fields.message.errors.join(" ")}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <input
          {...getInputProps(fields.isActive, { type: "checkbox" })}
          className="h-5 w-5 rounded border-slate-400"
        />
        <label htmlFor={fields.isActive.id} className="text-sm text-slate-800">
          Active (shown to every user in the notifications bell)
        </label>
      </div>
      <button type="submit" name="intent" value="create-announcement" className="btn-primary">
        Publish announcement
      </button>
    </Form>
  );
}

export function AnnouncementList({
  announcements,
  action,
}: {
  announcements: AnnouncementItem[];
  action: string;
}) {
  if (announcements.length === 0) {
    return <p className="text-sm text-slate-700">No announcements yet.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200" aria-label="Announcements">
      {announcements.map((announcement) => (
        <li key={announcement.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words">
              {announcement.title}{" "}
              <span
                className={`ml-1 rounded-full px-2 py-0.5 text-xs font-medium ${
                  announcement.isActive
                    ? "bg-green-100 text-green-800"
                    : "bg-slate-200 text-slate-700"
                }`}
              >
                {announcement.isActive ? "Active" : "Inactive"}
              </span>
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">
              {announcement.message}
            </p>
            <p className="mt-1 text-xs text-slate-600">Created {announcement.createdAtLabel}</p>
          </div>
          {announcement.isActive ? (
            <Form method="post" action={action}>
              <input type="hidden" name="announcementId" value={announcement.id} />
              <button
                type="submit"
                name="intent"
                value="deactivate-announcement"
                className="btn-secondary"
                aria-label={`Deactivate ${announcement.title}`}
              >
                Deactivate
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
