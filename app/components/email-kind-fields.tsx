// The four kinds of email as labelled checkboxes, each with what it sends: the Email section of
// /preferences and the unsubscribe page an emailed link opens.
import { CheckboxField } from "~/components/forms";
import type { AnyField } from "~/components/forms/types";
import { EMAIL_KIND_CHOICES, type EmailKindName } from "~/lib/email-preferences";

export function EmailKindFields({
  fields,
  legend,
}: {
  fields: Record<EmailKindName, AnyField>;
  legend: string;
}) {
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="field-label">{legend}</legend>
      {EMAIL_KIND_CHOICES.map((choice) => (
        <CheckboxField
          key={choice.kind}
          meta={fields[choice.kind]}
          label={choice.label}
          help={choice.hint}
        />
      ))}
    </fieldset>
  );
}

/** The form's labels (the error summary names each field by them). */
export const EMAIL_KIND_LABELS: Record<EmailKindName, string> = Object.fromEntries(
  EMAIL_KIND_CHOICES.map((choice) => [choice.kind, choice.label]),
) as Record<EmailKindName, string>;
