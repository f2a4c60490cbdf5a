// The reply and the error summary of the one form pattern (docs/forms.md), without Conform: a
// form that is only buttons (`ButtonForm`, button-form.tsx) reads the same reply and shows a
// refusal in the same summary as every other form.
// `ErrorSummary` (app/components/forms.tsx) draws the summary of forms with fields in this box.
import { Link, useActionData } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";

import type { ActionReply, FormResult } from "~/lib/forms";

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
