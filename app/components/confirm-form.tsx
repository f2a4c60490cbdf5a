// The question before a destructive step (delete an app, revoke a link): a server-rendered page
// state, so it works without JavaScript; Cancel goes back, the button posts the intent.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { ButtonForm } from "~/components/forms/button-form";

export function ConfirmForm({
  id,
  title,
  action,
  cancelHref,
  intent,
  submitLabel,
  fields,
  children,
}: {
  id: string;
  /** The error summary's title when the step is refused. */
  title?: string;
  action: string;
  cancelHref: string;
  intent: string;
  submitLabel: string;
  /** Hidden fields sent with the intent. */
  fields: Record<string, string>;
  /** What the step does, in a sentence or two. */
  children: ReactNode;
}) {
  return (
    <ButtonForm id={id} title={title} action={action} className="space-y-4">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-slate-700">{children}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={cancelHref} preventScrollReset replace className="btn-secondary" autoFocus>
          Cancel
        </Link>
        <button type="submit" name="intent" value={intent} className="btn-danger">
          {submitLabel}
        </button>
      </div>
    </ButtonForm>
  );
}
