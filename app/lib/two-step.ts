/** The second sign-in step's prompt: the page and the API's 401 say the same. */
export const TWO_FACTOR_REQUIRED_MESSAGE =
  "Enter the 6-digit code from your authenticator app or a recovery code.";
