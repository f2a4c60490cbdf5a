// The browser half of the one form pattern (docs/forms.md): Conform's `useForm` fed with the
// action's SubmissionResult and the server's native constraints (no zod in the browser), one
// set of field components, one error summary that takes the focus after a failed post, and
// focus on the new step's heading when a step changes. Works the same with JavaScript off:
// the server renders the summary, the errors and the typed values.
import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import {
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useRef,
} from "react";

import type { FormConstraint } from "~/lib/forms";
import type { ActionReply, FormResult } from "~/lib/forms";

import { SummaryBox } from "./forms/error-summary";

export { ButtonForm, useButtonForm } from "./forms/button-form";
export { useFormReply } from "./forms/error-summary";

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;
type AnyForm = FormMetadata<Record<string, unknown>, string[]>;

/**
 * One form of the pattern: Conform's `useForm` with the form's id, the last reply, the server's
 * constraints and the values it starts from. The browser checks the native constraints first
 * (`required`, `maxLength` ...); the server checks everything again.
 */
export function useAppForm<Values extends Record<string, unknown>>(options: {
  id: string;
  reply: ActionReply | undefined;
  constraint?: FormConstraint;
  defaultValue?: Values;
}) {
  return useForm<Values>({
    id: options.id,
    lastResult: options.reply?.result as FormResult | undefined,
    constraint: options.constraint,
    defaultValue: options.defaultValue as never,
    defaultNoValidate: false,
    shouldValidate: "onSubmit",
  });
}

/** The props of the `<Form>` element: Conform's, with the browser's own validation kept on. */
export function appFormProps(form: AnyForm | FormMetadata<never, string[]>) {
  return { ...getFormProps(form as AnyForm), noValidate: false, method: "post" as const };
}

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
          className="h-5 w-5 rounded border-slate-400"
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

/**
 * At the top of a form after a failed post: what went wrong, each field error a link to its
 * field, in the pattern's summary box (which takes the focus when a new failed reply arrives).
 */
export function ErrorSummary({
  form,
  reply,
  labels,
  title = "This could not be saved",
}: {
  form: AnyForm | FormMetadata<never, string[]>;
  reply: ActionReply | undefined;
  /** The visible label of each field, by name, for the links. */
  labels: Record<string, string>;
  title?: string;
}) {
  const result = reply?.result;
  if (result?.status !== "error") return null;
  const meta = form as AnyForm;
  const formErrors = meta.errors ?? result.error?.[""] ?? [];
  const fieldErrors = Object.entries(result.error ?? {}).filter(
    ([name, errors]) => name !== "" && errors && errors.length > 0,
  ) as Array<[string, string[]]>;
  if (formErrors.length === 0 && fieldErrors.length === 0) return null;
  return (
    <SummaryBox formId={meta.id} result={result} title={title} billing={reply?.billing}>
      {formErrors.map((error) => (
        <li key={error}>{error}</li>
      ))}
      {fieldErrors.map(([name, errors]) => (
        <li key={name}>
          <a
            href={`#${fieldId(meta, name)}`}
            className="underline"
            onClick={(event) => focusField(event, fieldId(meta, name))}
          >
            {(Object.hasOwn(labels, name) ? labels[name] : null) ?? name}: {errors.join(" ")}
          </a>
        </li>
      ))}
    </SummaryBox>
  );
}

/**
 * With JavaScript, a summary link focuses its field without a navigation: a hash change is a
 * navigation for the router, which would drop the reply and with it the summary. Without
 * JavaScript the plain `#id` link scrolls to the field.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: "center" });
}

function fieldId(form: AnyForm, name: string) {
  // Conform names a field's element `${formId}-${name}` (its `fields[name].id`).
  return `${form.id}-${name}`;
}

/** A `<Form>` of the pattern with its error summary on top. */
export function AppForm({
  form,
  reply,
  labels,
  summaryTitle,
  children,
  className,
  action,
}: {
  form: AnyForm | FormMetadata<never, string[]>;
  reply: ActionReply | undefined;
  labels: Record<string, string>;
  summaryTitle?: string;
  children: ReactNode;
  className?: string;
  action?: string;
}) {
  return (
    <Form {...appFormProps(form)} action={action} className={className}>
      <ErrorSummary form={form} reply={reply} labels={labels} title={summaryTitle} />
      {children}
    </Form>
  );
}

/**
 * Moves the focus to a step's heading when the step changes (not on the first render), so the
 * next Tab reaches the step's first field instead of starting again at the top of the page.
 */
export function useStepFocus(heading: RefObject<HTMLElement | null>, step: unknown) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [heading, step]);
}
