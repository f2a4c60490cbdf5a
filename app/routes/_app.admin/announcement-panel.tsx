import { RowActionForm } from "~/components/data-table";
import { AppForm, CheckboxField, Field, TextareaField, useAppForm } from "~/components/forms";
import type { ActionReply, FormConstraint } from "~/lib/forms";

export type AnnouncementItem = {
  id: string;
  title: string;
  message: string;
  isActive: boolean;
  createdAtLabel: string;
};

type Limits = { title: number; message: number };

export const ANNOUNCEMENT_FORM = "announcement";

/**
 * The create form. The parent gives it a key that changes after a successful create, so the
 * fields start empty again (with JavaScript on, a redirect keeps uncontrolled inputs' values).
 */
export function AnnouncementForm({
  reply,
  limits,
  constraint,
  action,
}: {
  reply: ActionReply | undefined;
  limits: Limits;
  constraint: FormConstraint;
  action: string;
}) {
  // Active by default; after a failed post (JavaScript off) ticked only if it was ticked.
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: ANNOUNCEMENT_FORM,
    reply,
    constraint,
    defaultValue: { title: "", message: "", isActive: "on" },
  });
  return (
    <AppForm
      form={form}
      reply={reply}
      action={action}
      labels={{ title: "Title", message: "Message", isActive: "Active" }}
      summaryTitle="Error creating announcement"
      className="space-y-4"
    >
      <Field meta={fields.title} label="Title" maxLength={limits.title} />
      <TextareaField meta={fields.message} label="Message" maxLength={limits.message} rows={3} />
      <CheckboxField
        meta={fields.isActive}
        label="Active (shown to every user in the notifications bell)"
      />
      <button type="submit" name="intent" value="create-announcement" className="btn-primary">
        Publish announcement
      </button>
    </AppForm>
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
            <RowActionForm
              action={action}
              idName="announcementId"
              id={announcement.id}
              intent="deactivate-announcement"
              className="btn-secondary"
              ariaLabel={`Deactivate ${announcement.title}`}
            >
              Deactivate
            </RowActionForm>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
