// The pattern's field components: a label above, the control with Conform's props (name, id,
// typed value, native constraints, aria-invalid), the help text and the errors below.
import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";

import type { AnyField } from "./types";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const shown = errors?.filter(Boolean) ?? [];
  if (shown.length === 0) return null;
  return (
    <ul id={id} className="field-error space-y-0.5">
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

function describedBy(field: AnyField, helpId: string | undefined) {
  const ids = [field.errors?.length ? field.errorId : null, helpId].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/**
 * A field control's props in the order they win: Conform's (name, id, typed value, constraints,
 * aria-invalid), the shared class, the caller's own, then the help and error ids that describe
 * it. The key comes apart: React takes it directly.
 */
function controlProps<C extends { key?: string }, O extends object>(
  meta: AnyField,
  help: ReactNode,
  { key, ...conform }: C,
  own: O,
) {
  const helpId = help ? `${meta.id}-help` : undefined;
  const props = {
    ...conform,
    className: "field-input",
    ...own,
    "aria-describedby": describedBy(meta, helpId),
  };
  return { key, props };
}

type FieldProps = {
  meta: AnyField;
  label: ReactNode;
  help?: ReactNode;
  className?: string;
};

function Help({ id, help }: { id: string; help: ReactNode }) {
  return (
    <p id={id} className="field-hint">
      {help}
    </p>
  );
}

/** The label above, the help text and the errors below: what every field kind shares. */
function FieldShell({
  meta,
  label,
  help,
  className,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
      {children}
      {help ? <Help id={`${meta.id}-help`} help={help} /> : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A labelled input with its help text and errors. */
export function Field({
  meta,
  label,
  help,
  className,
  type = "text",
  ...inputProps
}: FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "defaultValue"> & {
    type?:
      | "text"
      | "email"
      | "url"
      | "number"
      | "date"
      | "password"
      | "search"
      | "tel"
      | "time"
      | "datetime-local";
  }) {
  const conform = getInputProps(meta, { type, ariaAttributes: true });
  const { key, props } = controlProps(meta, help, conform, inputProps);
  return (
    <FieldShell meta={meta} label={label} help={help} className={className}>
      <input key={key} {...props} />
    </FieldShell>
  );
}

/** A labelled textarea with its help text and errors. */
export function TextareaField({
  meta,
  label,
  help,
  className,
  ...textareaProps
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "defaultValue">) {
  const conform = getTextareaProps(meta, { ariaAttributes: true });
  const { key, props } = controlProps(meta, help, conform, { rows: 3, ...textareaProps });
  return (
    <FieldShell meta={meta} label={label} help={help} className={className}>
      <textarea key={key} {...props} />
    </FieldShell>
  );
}

/** A labelled select with its options, help text and errors. */
export function SelectField({
  meta,
  label,
  help,
  className,
  options,
  placeholder,
  ...selectProps
}: FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "defaultValue"> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    placeholder?: string;
  }) {
  const conform = getSelectProps(meta, { ariaAttributes: true });
  const { key, props } = controlProps(meta, help, conform, selectProps);
  return (
    <FieldShell meta={meta} label={label} help={help} className={className}>
      {/* Without an empty first option a select always has a value: `required` adds nothing and is invalid HTML. */}
      <select
        key={key}
        {...props}
        required={placeholder !== undefined ? props.required : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A checkbox with its label on the right, help text and errors. */
export function CheckboxField({
  meta,
  label,
  help,
  className,
  value = "on",
}: FieldProps & { value?: string }) {
  const helpId = help ? `${meta.id}-help` : undefined;
  const { key, ...props } = getInputProps(meta, { type: "checkbox", value, ariaAttributes: true });
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input
          key={key}
          {...props}
          className="h-6 w-6 shrink-0 rounded border-slate-400"
          aria-describedby={describedBy(meta, helpId)}
        />
        <label htmlFor={meta.id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {help ? <Help id={`${meta.id}-help`} help={help} /> : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
