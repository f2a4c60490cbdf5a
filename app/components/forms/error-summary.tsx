// The reply and the error summary of the one form pattern (docs/forms.md), without Conform: a
// form that is only buttons (`ButtonForm`, button-form.tsx) reads the same reply and shows a
// refusal in the same summary as every other form.
// `ErrorSummary` draws the summary of a form with fields (Conform's metadata) in the same box.
import type { FormMetadata } from "@conform-to/react";
import { Link, useActionData } from "@remix-run/react";
import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";

import type { ActionReply, FormResult } from "~/lib/forms";

import type { AnyForm } from "./types";

/** The reply of the latest post, if it was for this form (a page may have several). */
export function useFormReply(formId: string, fetcherData?: unknown): ActionReply | undefined {
  const actionData = useActionData() as unknown;
  const candidate = (fetcherData ?? actionData) as Partial<ActionReply> | undefined;
  return candidate && candidate.formId === formId && candidate.result
    ? (candidate as ActionReply)
    : undefined;
}

/**
 * The box of a failed post: a title, what went wrong (the caller's list items) and, when the
 * write gate refused it, a link to Billing. It takes the focus when a new failed result arrives
 * (JavaScript on), so keyboard and screen-reader users start from it; with JavaScript off the
 * server renders it the same.
 */
export function SummaryBox({
  formId,
  result,
  title,
  billing,
  children,
}: {
  formId: string;
  result: FormResult;
  title: string;
  billing?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [result]);
  const headingId = `${formId}-summary-title`;
  return (
    <div
      ref={ref}
      id={`${formId}-summary`}
      tabIndex={-1}
      role="alert"
      aria-labelledby={headingId}
      data-testid="error-summary"
      // Scrolled to (focus, or a #<form>-summary fragment) clear of the 105 px sticky header.
      className="scroll-mt-32 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
    >
      <p id={headingId} className="font-semibold">
        {title}
      </p>
      <ul className="mt-1 space-y-1">{children}</ul>
      {billing ? (
        <Link to="/billing" className="mt-2 inline-block font-semibold underline">
          Go to Billing
        </Link>
      ) : null}
    </div>
  );
}

/** Every message of a failed result, the form's own first (a button form has no field to link). */
export function allErrors(result: FormResult | undefined): string[] {
  if (result?.status !== "error" || !result.error) return [];
  const { "": own = [], ...fields } = result.error;
  return [...(own ?? []), ...Object.values(fields).flatMap((errors) => errors ?? [])].filter(
    Boolean,
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
