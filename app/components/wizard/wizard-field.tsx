// One labelled field of a wizard, on the one form pattern (Conform's field metadata: name, id,
// the typed value after a failed post, errors, native constraints from the server): hint,
// example for the app's category, errors, and for the 140/155-character fields a live counter
// (JavaScript only makes it live; the server enforces).
import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { useState } from "react";

import { ErrorList } from "~/components/forms";
import { characterCount, counterText, SHORT_TEXT_MAX } from "~/lib/limits";

export type WizardFieldView = {
  name: string;
  label: string;
  hint: string;
  /** The rest of the hint, folded behind "More" (a native <details>: no script needed). */
  more?: string;
  kind: "text" | "textarea" | "date" | "ideas";
  maxLength: number;
  counter?: boolean;
  example: string;
  /** Whose example it is ("Foo, from your answers", "TabTidy, a sample … app"). */
  exampleFor?: string;
};

type WizardFieldProps = {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  field: WizardFieldView;
  /** Where a prefilled value came from; the value is only saved when the user saves. */
  prefilledFrom?: string;
  /** The prefilled answer was longer than the field takes and was shortened to fit. */
  prefillShortened?: boolean;
  categoryName: string;
};

function initialText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Rows of a field's textarea: two for the short fields (a name, an age range), more for prose. */
function rowsFor(field: WizardFieldView): number {
  if (field.counter) return 3;
  return field.maxLength <= SHORT_TEXT_MAX ? 2 : 4;
}

export function WizardField({
  meta,
  field,
  prefilledFrom,
  prefillShortened,
  categoryName,
}: WizardFieldProps) {
  const id = meta.id;
  const errors = meta.errors ?? [];
  const [length, setLength] = useState(() => characterCount(initialText(meta.initialValue)));
  const over = field.counter && length > field.maxLength;
  const describedBy = [
    `${id}-hint`,
    prefilledFrom ? `${id}-prefilled` : null,
    field.counter ? `${id}-counter` : null,
    `${id}-example`,
    errors.length > 0 ? meta.errorId : null,
  ]
    .filter(Boolean)
    .join(" ");
  // The counted fields take any length (the server's constraint gives them no maxLength) so a
  // pasted draft can be trimmed while the counter shows how far over it is.
  const common = {
    "aria-describedby": describedBy,
    "aria-invalid": errors.length > 0 || over ? true : undefined,
    onChange: field.counter
      ? (event: { currentTarget: { value: string } }) =>
          setLength(characterCount(event.currentTarget.value))
      : undefined,
    className: `field-input ${errors.length > 0 || over ? "border-red-600" : ""}`,
  };

  let control;
  if (field.kind === "textarea") {
    const { key, ...props } = getTextareaProps(meta, { ariaAttributes: false });
    control = <textarea key={key} rows={rowsFor(field)} {...props} {...common} />;
  } else {
    const type = field.kind === "date" ? "date" : "text";
    const { key, ...props } = getInputProps(meta, { type, ariaAttributes: false });
    // maxlength and pattern are invalid on a date input; the server checks the date anyway.
    const own = type === "date" ? { maxLength: undefined, pattern: undefined } : {};
    control = <input key={key} {...props} {...own} {...common} />;
  }

  return (
    <div>
      <label htmlFor={id} className="field-label">
        {field.label}
      </label>
      <p id={`${id}-hint`} className="field-hint mb-2 mt-0">
        {field.hint}
      </p>
      {prefilledFrom ? (
        <p
          id={`${id}-prefilled`}
          className="mb-2 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900"
          data-testid={`prefilled-${field.name}`}
        >
          {prefillShortened
            ? `Filled in from ${prefilledFrom}, shortened from your answer, check it: it is saved when you save.`
            : `Filled in from ${prefilledFrom}: edit it as you like. It is saved when you save.`}
        </p>
      ) : null}
      {control}
      {field.counter ? (
        <p
          id={`${id}-counter`}
          data-testid={`counter-${field.name}`}
          className={`mt-1 text-right text-sm ${over ? "font-semibold text-red-700" : "text-slate-600"}`}
        >
          {counterText(length, field.maxLength)}
        </p>
      ) : null}
      {/* After the control, so one Tab from the step's heading still reaches the field. */}
      {field.more ? (
        <details className="field-hint">
          <summary className="cursor-pointer underline">More</summary>
          {field.more}
        </details>
      ) : null}
      <p id={`${id}-example`} className="field-hint">
        <span className="font-medium">Example for {field.exampleFor ?? categoryName}:</span>{" "}
        {field.example}
      </p>
      <ErrorList id={meta.errorId} errors={errors} />
    </div>
  );
}

/** The labels of a wizard's fields by name, for the error summary's links. */
export function fieldLabels(fields: ReadonlyArray<{ name: string; label: string }>) {
  return Object.fromEntries(fields.map((field) => [field.name, field.label]));
}
