// The one shape every page action answers with when it does not redirect (docs/forms.md).
// Shared by the server helpers (app/utils/form.server.ts) and the form components
// (app/components/forms/); types only and constants, so nothing here weighs on the browser.
import type { SubmissionResult } from "@conform-to/react";

/** Conform's submission result: status, the values as typed, and errors by field ("" = form). */
export type FormResult = SubmissionResult<string[]>;

export type ActionReply = {
  /** Which form on the page the result is for (a page may have several). */
  formId: string;
  result: FormResult;
  /** The save was refused because the trial or subscription ended: the form links to Billing. */
  billing?: true;
  /** Sign-up: the strength of the password that was sent, so the meter speaks with JavaScript off. */
  passwordStrength?: { score: number; label: string };
  /**
   * The save met a change made on another device (409): the version it has now, which the form
   * carries from here on (Keep mine re-sends the typed values on it), and the intent that was sent.
   */
  conflict?: { version: string; intent: string };
};

/** Answer to a post whose intent no button of the page sends (an old tab, a hand-made request). */
export const UNKNOWN_INTENT_MESSAGE = "Unknown action. Reload the page and try again.";

/** The form id of a reply to an unknown intent: no form on a page has it, so a toast says it. */
export const UNKNOWN_FORM_ID = "unknown-intent";

/** The form-level errors of a result (key ""), e.g. a refused save. */
export function formErrorsOf(result: FormResult | undefined | null): string[] {
  return result?.error?.[""] ?? [];
}

/** True when a value is an ActionReply (used by tests and the component helpers). */
export function isActionReply(value: unknown): value is ActionReply {
  if (!value || typeof value !== "object") return false;
  const reply = value as Partial<ActionReply>;
  return (
    typeof reply.formId === "string" &&
    !!reply.result &&
    typeof reply.result === "object" &&
    (reply.result.status === "error" || reply.result.status === "success")
  );
}

/** The id of one row's form in a list (`kpi-edit-<id>`, `draft-form-<id>`): only that row shows its reply. */
export function rowFormId(form: string, rowId: string): string {
  return `${form}-${rowId}`;
}

/** Native constraints computed on the server (`getZodConstraint(schema)`) and sent as data. */
export type FormConstraint = Record<
  string,
  {
    required?: boolean;
    maxLength?: number;
    minLength?: number;
    min?: string | number;
    max?: string | number;
    pattern?: string;
    multiple?: boolean;
    step?: string | number;
  }
>;

/** The honeypot field's name: people never see or fill it, simple form-filling bots do. */
export const HONEYPOT_FIELD = "website_url";
