// The Add App / Edit App form of the one form pattern (docs/forms.md): a real post form, so it
// works with JavaScript off. The native constraints come from the server's schema; after a failed
// save the error summary on top lists the problems and the typed values stay.
import { Link, useNavigation } from "@remix-run/react";

import { AppForm, Field, TextareaField, useAppForm, useFormReply } from "~/components/forms";
import type { FormConstraint } from "~/lib/forms";

export type AppFormLimits = { name: number; url: number; description: number };
export type AppFormValues = { name: string; url: string; description: string };

/** The form ids of the dashboard's dialogs; their fields are `${formId}-name` and so on. */
export const CREATE_APP_FORM = "create-app";
export const UPDATE_APP_FORM = "update-app";
export const DELETE_APP_FORM = "delete-app";

const LABELS = { name: "App name", url: "Website or store link", description: "Description" };

type Props = {
  formId: typeof CREATE_APP_FORM | typeof UPDATE_APP_FORM;
  action: string;
  intent: "create" | "update";
  appId?: string;
  values: AppFormValues;
  constraint: FormConstraint;
  limits: AppFormLimits;
  submitLabel: string;
  cancelHref: string;
};

export function AppDetailsForm(props: Props) {
  const { formId, action, intent, appId, values, constraint, limits } = props;
  const reply = useFormReply(formId);
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: formId,
    reply,
    constraint,
    defaultValue: values,
  });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const optional = <span className="font-normal text-slate-600">(optional)</span>;

  return (
    <AppForm
      form={form}
      reply={reply}
      labels={LABELS}
      summaryTitle={intent === "create" ? "Error creating app" : "Error updating app"}
      action={action}
      className="space-y-4"
    >
      {appId ? <input type="hidden" name="appId" value={appId} /> : null}
      <Field
        meta={fields.name}
        label="App name"
        help={`Required. Up to ${limits.name} characters.`}
        autoComplete="off"
        autoFocus
      />
      <Field
        meta={fields.url}
        // Text, not type="url": the browser's check refuses "pocketplant.app", which the server
        // accepts and stores as https://pocketplant.app.
        type="text"
        label={<>Website or store link {optional}</>}
        help="Your site or store page, such as pocketplant.app; https:// is added for you."
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="pocketplant.app"
        autoComplete="url"
      />
      <TextareaField
        meta={fields.description}
        label={<>Description {optional}</>}
        help={`One or two sentences on what your app does. Up to ${limits.description} characters.`}
        rows={3}
      />

      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Link to={props.cancelHref} preventScrollReset replace className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" name="intent" value={intent} className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : props.submitLabel}
        </button>
      </div>
    </AppForm>
  );
}
