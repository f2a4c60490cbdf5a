// Reading a Conform SubmissionResult (what an action returns on invalid input) in plain forms:
// field errors and the typed values, without shipping zod or Conform's client to the browser.
import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";

export type FormReply = SubmissionResult<string[]> | undefined | null;

export function errorsFor(reply: FormReply, name: string): string[] {
  return reply?.error?.[name] ?? [];
}

/** The value the user typed, kept after a failed submit; `fallback` otherwise. */
export function typedValue(reply: FormReply, name: string, fallback = ""): string {
  const value = reply?.initialValue?.[name];
  return typeof value === "string" ? value : fallback;
}

export function FieldError({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <p id={id} className="field-error">
      {errors.join(" ")}
    </p>
  );
}

/** Errors about the whole form (key ""), e.g. a trial that has ended; links to /billing then. */
export function FormErrors({ reply, id }: { reply: FormReply; id?: string }) {
  const errors = errorsFor(reply, "");
  if (errors.length === 0) return null;
  const aboutBilling = errors.some((e) => e.includes("/billing"));
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
      {aboutBilling ? (
        <Link to="/billing" className="mt-1 inline-block font-semibold underline">
          Go to Billing
        </Link>
      ) : null}
    </div>
  );
}

/** aria attributes for an input with an error message below it. */
export function invalidProps(id: string, errors: string[]) {
  return errors.length > 0 ? { "aria-invalid": true, "aria-describedby": id } : {};
}
