/** The ids of the two-step room's forms; a reply names the one it is for. */
export const TWO_STEP_FORMS = {
  start: "two-factor-start",
  cancel: "two-factor-cancel",
  enable: "two-factor-enable",
  disable: "two-factor-disable",
  recoveryCodes: "recovery-codes-renew",
} as const;
