/** The ids of the Profile page's forms; a reply names the one it is for. */
export const PROFILE_FORMS = {
  email: "change-email",
  resend: "resend-confirmation",
  cancelChange: "cancel-email-change",
  password: "change-password",
  deletion: "delete-account",
} as const;
