/** The ids of the sessions and two-step forms on /profile; a reply names the one it is for. */
export const SECURITY_FORMS = {
  endOthers: "end-other-sessions",
  twoFactorStart: "two-factor-start",
  twoFactorCancel: "two-factor-cancel",
  twoFactorEnable: "two-factor-enable",
  twoFactorDisable: "two-factor-disable",
  recoveryCodes: "recovery-codes-renew",
} as const;

/** One row's form: `session-<id>-end`. */
export function endSessionFormId(sessionId: string): string {
  return `session-${sessionId}-end`;
}
