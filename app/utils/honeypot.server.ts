import { HONEYPOT_FIELD } from "~/lib/forms";

export const HONEYPOT_MESSAGE =
  "The form was not sent properly. Please reload the page and try again.";

/** True when the hidden field was filled in, which only a bot does. */
export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.length > 0 : value !== null;
}

/** Refuses a bot's submission with a 400 before any work is done. */
export function assertHoneypotEmpty(form: FormData): void {
  if (isHoneypotFilled(form)) {
    throw new Response(HONEYPOT_MESSAGE, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
