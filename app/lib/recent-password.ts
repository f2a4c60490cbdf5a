// The "Confirm it's you" step (a recent password for sensitive changes): what the server and the
// page share. docs/decisions/044-accounts-an-attacker-cannot-keep.md
import type { ActionReply } from "./forms";

export const CONFIRM_FORM_ID = "confirm-its-you";
/** The confirm form's password field; any other posted field is the change being confirmed. */
export const CONFIRM_PASSWORD_FIELD = "password";
/** The confirm form's passkey answer (JSON text), posted instead of the password. */
export const CONFIRM_ASSERTION_FIELD = "assertion";
/** Where the page's script gets the passkey challenge for the confirm step (the API's own). */
export const CONFIRM_OPTIONS_PATH = "/api/user/confirm/options";
export const RECENT_PASSWORD_MINUTES = 10;
export const CONFIRM_WRONG_PASSWORD_MESSAGE =
  "That password is not correct. Nothing was changed; try again.";

/** What a sensitive post answers without a recent password: the change to re-post with it. */
export type ConfirmReply = ActionReply & {
  confirm: {
    intent: string;
    title: string;
    fields: [string, string][];
    /** The account has passkeys: the page may offer "Use a passkey" (JavaScript on). */
    passkeys?: boolean;
  };
};

export function isConfirmReply(value: unknown): value is ConfirmReply {
  return Boolean(value && typeof value === "object" && "confirm" in value);
}
