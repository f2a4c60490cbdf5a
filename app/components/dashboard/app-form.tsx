// The Add App / Edit App form: a plain post form, so it works with JavaScript off. Limits come
// from the server (the zod schema stays there); the server's errors and the typed values come
// back in `values` and `errors`.
import { Form, Link, useNavigation } from "@remix-run/react";

import { FailureNotice } from "./failure-notice";

export type AppFormLimits = { name: number; url: number; description: number };
export type AppFormValues = { name: string; url: string; description: string };
export type AppFormErrors = Record<string, string[] | null | undefined>;

type Props = {
  action: string;
  intent: "create" | "update";
  appId?: string;
  values: AppFormValues;
  errors?: AppFormErrors;
  /** Why the last save failed, shown above the fields. */
  failure?: { title: string; message: string; blocked: boolean };
  limits: AppFormLimits;
  submitLabel: string;
  cancelHref: string;
};

function fieldId(intent: string, name: string) {
  return `${intent}-app-${name}`;
}

export function AppForm(props: Props) {
  const { action, intent, appId, values, errors = {}, failure, limits } = props;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;

  function field(name: keyof AppFormValues) {
    const id = fieldId(intent, name);
    const messages = errors[name] ?? [];
    return {
      id,
      messages,
      props: {
        id,
        name,
        defaultValue: values[name],
        "aria-invalid": messages.length > 0 || undefined,
        "aria-describedby": `${id}-hint${messages.length ? ` ${id}-error` : ""}`,
        className: "field-input",
      },
    };
  }

  const name = field("name");
  const url = field("url");
  const description = field("description");

  return (
    <Form method="post" action={action} preventScrollReset className="space-y-4">
      {appId ? <input type="hidden" name="appId" value={appId} /> : null}
      {failure ? (
        <FailureNotice title={failure.title} message={failure.message} billing={failure.blocked} />
      ) : null}

      <div>
        <label htmlFor={name.id} className="field-label">
          App name
        </label>
        <input
          {...name.props}
          type="text"
          required
          maxLength={limits.name}
          autoComplete="off"
          autoFocus
        />
        <p id={`${name.id}-hint`} className="field-hint">
          Required. Up to {limits.name} characters.
        </p>
        <FieldError id={name.id} messages={name.messages} />
      </div>

      <div>
        <label htmlFor={url.id} className="field-label">
          Website or store link <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          {...url.props}
          type="url"
          inputMode="url"
          maxLength={limits.url}
          placeholder="https://example.com"
          autoComplete="url"
        />
        <p id={`${url.id}-hint`} className="field-hint">
          A full address starting with http:// or https://.
        </p>
        <FieldError id={url.id} messages={url.messages} />
      </div>

      <div>
        <label htmlFor={description.id} className="field-label">
          Description <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea {...description.props} rows={3} maxLength={limits.description} />
        <p id={`${description.id}-hint`} className="field-hint">
          One or two sentences on what your app does. Up to {limits.description} characters.
        </p>
        <FieldError id={description.id} messages={description.messages} />
      </div>

      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Link to={props.cancelHref} preventScrollReset replace className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" name="intent" value={intent} className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : props.submitLabel}
        </button>
      </div>
    </Form>
  );
}

function FieldError({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {messages.join(" ")}
    </p>
  );
}
