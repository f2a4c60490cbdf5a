// One labelled field of a wizard: hint, example for the app's category, error, and for the
// 140/155-character fields a live counter (JavaScript only makes it live; the server enforces).
import { useState } from "react";

import { characterCount, counterText } from "~/lib/limits";

export type WizardFieldView = {
  name: string;
  label: string;
  hint: string;
  kind: "text" | "textarea" | "date" | "ideas";
  maxLength: number;
  counter?: boolean;
  example: string;
  /** Who the example was written for when not the category ("Foo, from your answers"). */
  exampleFor?: string;
};

type WizardFieldProps = {
  field: WizardFieldView;
  value: string;
  /** Where a prefilled value came from; the value is only saved when the user saves. */
  prefilledFrom?: string;
  errors?: string[];
  categoryName: string;
};

export function WizardField({
  field,
  value,
  prefilledFrom,
  errors = [],
  categoryName,
}: WizardFieldProps) {
  const id = `field-${field.name}`;
  const [length, setLength] = useState(() => characterCount(value));
  const over = field.counter && length > field.maxLength;
  const describedBy = [
    `${id}-hint`,
    prefilledFrom ? `${id}-prefilled` : null,
    field.counter ? `${id}-counter` : null,
    `${id}-example`,
    errors.length > 0 ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name: field.name,
    defaultValue: value,
    "aria-describedby": describedBy,
    "aria-invalid": errors.length > 0 || over ? true : undefined,
    // The counted fields take any length so a pasted draft can be trimmed while the counter shows
    // how far over it is; the server refuses what is still too long.
    maxLength: field.counter ? undefined : field.maxLength,
    onChange: field.counter
      ? (event: { currentTarget: { value: string } }) =>
          setLength(characterCount(event.currentTarget.value))
      : undefined,
    className: `field-input ${errors.length > 0 || over ? "border-red-600" : ""}`,
  };

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
          Filled in from {prefilledFrom}: edit it as you like. It is saved when you save.
        </p>
      ) : null}
      {field.kind === "textarea" ? (
        <textarea rows={field.counter ? 3 : 4} {...common} />
      ) : (
        <input type={field.kind === "date" ? "date" : "text"} {...common} />
      )}
      {field.counter ? (
        <p
          id={`${id}-counter`}
          data-testid={`counter-${field.name}`}
          className={`mt-1 text-right text-sm ${over ? "font-semibold text-red-700" : "text-slate-600"}`}
        >
          {counterText(length, field.maxLength)}
        </p>
      ) : null}
      <p id={`${id}-example`} className="field-hint">
        <span className="font-medium">Example for {field.exampleFor ?? categoryName}:</span>{" "}
        {field.example}
      </p>
      {errors.length > 0 ? (
        <p id={`${id}-error`} className="field-error">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
