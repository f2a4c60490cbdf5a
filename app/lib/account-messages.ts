// Account messages shown by pages and written by models: plain text the browser bundle can carry.

/** The one answer to "Forgot password?", whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER =
  "If an account uses this address, we have emailed it a link to choose a new password. The link works once, for 60 minutes. Check your spam folder if it does not arrive.";
