// Field lengths shared by the server-side schemas and the forms' native maxLength. They live
// here, not in the *.server models, because the browser bundle gets those models emptied.

export const COMPANY_NAME_MAX = 100;

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
