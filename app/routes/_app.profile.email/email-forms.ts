/** The ids of the email room's forms; a reply names the one it is for. */
export const EMAIL_FORMS = {
  change: "change-email",
  resend: "resend-confirmation",
  cancelChange: "cancel-email-change",
} as const;
