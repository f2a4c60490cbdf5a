// Every limit the app puts on what people type, count or send: field lengths, counts and numeric
// bounds. The server's zod schemas and the forms' native constraints (maxLength, max, live
// counters) read the same number from here. Browser-safe on purpose: the *.server models are
// emptied from the browser bundle, so a number defined there cannot reach a form.
//
// Not here: limits of other services that the app only checks against and cites (the stores'
// listing fields in store-listing.ts, Product Hunt's and the social networks' lengths in
// launch-copy-check.ts and drafts.ts), page sizes, and the abuse protection of sign-in,
// registration and demos (rate-limit.server.ts).

// Accounts and companies.
/** The longest address the email standard allows. */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX = 200;
export const COMPANY_NAME_MAX = 100;
/** A browser-reported IANA zone name; longer input is ignored. */
export const TIME_ZONE_MAX = 64;

// Apps.
export const APP_NAME_MAX = 80;
export const APP_URL_MAX = 2048;
export const APP_DESCRIPTION_MAX = 1000;
export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;
export const PROGRESS_MESSAGE = `Progress must be a whole number from ${PROGRESS_MIN} to ${PROGRESS_MAX}`;

// The wizards (docs/product/spec-facts.md §5, §9).
/** docs/product/spec-facts.md §5: the elevator pitch, with a live counter. */
export const ELEVATOR_PITCH_MAX = 140;
/** docs/product/spec-facts.md §5: the meta description, with a live counter. */
export const META_DESCRIPTION_MAX = 155;
/** docs/product/spec-facts.md §5, §9: at most three content ideas, one per week of the 3-week plan. */
export const MAX_CONTENT_IDEAS = 3;
/** docs/product/spec-facts.md §5, §9: up to three competitors, each with a weakness. */
export const MAX_COMPETITORS = 3;
// Bounds the product facts leave open, chosen so that a real answer fits and a runaway paste does not.
/** Short fields: a competitor's name, an age range (two-line boxes: see SINGLE_LINE_MAX). */
export const SHORT_TEXT_MAX = 120;
/**
 * The longest limit a one-line input may have: a field that takes more is a textarea, so its
 * whole text stays in sight (a one-line box hides the end of a long answer).
 */
export const SINGLE_LINE_MAX = 80;
/** Free-text module fields (strategies, timelines, stories). */
export const LONG_TEXT_MAX = 2000;
/** One simple-wizard answer (the same bound as the apps API's wizardAnswers). */
export const SIMPLE_ANSWER_MAX = 2000;

// Launch checklist and plan dates.
export const TASK_TITLE_MAX = 200;
export const TASK_NOTES_MAX = 2000;
/** Launch dates, due dates, share-link expiry and calendar months stay within these years. */
export const MIN_LAUNCH_YEAR = 2000;
export const MAX_LAUNCH_YEAR = 2100;

// Analytics, drafts, store listing.
/** A weekly KPI number or target: far above any real week, well inside a double. */
export const KPI_VALUE_MAX = 1_000_000_000;
/** The oldest week a number may be recorded for. */
export const KPI_EARLIEST_WEEK = "2000-01-01";
/** The most a saved launch draft may hold. */
export const DRAFT_TEXT_MAX = 10_000;
/** Far above every store's own field limit: a runaway paste is refused before it is counted. */
export const LISTING_FIELD_HARD_MAX = 20_000;

// Team and sharing.
export const SHARE_LABEL_MAX = 80;
/**
 * Invitations one company may create in a rolling hour: each one emails an address the inviter
 * chose, so this bounds what the Team page can be used to send. Cancelled and replaced ones count.
 */
export const INVITATIONS_PER_HOUR = 20;
/** Open invitations (not accepted, not expired) one company may have at once. */
export const PENDING_INVITATIONS_MAX = 100;
/** The company name in an invitation email's subject line, cut with an ellipsis past this. */
export const INVITATION_SUBJECT_NAME_MAX = 40;

// Support.
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
/** Messages one user may send per hour: plenty for a real problem, too few to flood the inbox. */
export const SUPPORT_MESSAGES_PER_HOUR = 5;

// Accounts: an emailed link's token, and a two-step code (6 digits or a recovery code) as typed.
export const TOKEN_MAX = 200;
export const SECOND_FACTOR_CODE_MAX = 64;

// Administration.
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_MESSAGE_MAX = 2000;
export const TENANT_SEARCH_MAX = 100;
/** Support messages an administrator sees per page, newest first. */
export const SUPPORT_PAGE_SIZE = 50;

/**
 * The length a person sees: code points, with a form post's CRLF line breaks counted as one.
 * Counting UTF-16 units would make an emoji cost two of the 140 characters.
 */
export function characterCount(text: string): number {
  return Array.from(normalizeLineBreaks(text)).length;
}

/** Browsers send textarea line breaks as CRLF; the live counter sees LF. Store LF. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

export function tooLongMessage(label: string, max: number, length: number): string {
  const over = length - max;
  return `${label} must be at most ${max} characters (you have ${length}, ${over} too many).`;
}

/** The failed outbox messages the admin's Outbox page lists, newest first. */
export const OUTBOX_FAILED_LISTED = 50;

/** The live counter's text: "52 / 140" or "3 over the 140 limit". */
export function counterText(length: number, max: number): string {
  return length > max ? `${length - max} over the ${max} limit` : `${length} / ${max}`;
}

/** A passkey's name ("iPhone", "Work laptop"). */
export const PASSKEY_NAME_MAX = 60;
/** A browser's passkey answer as JSON text (a few KB in practice). */
export const PASSKEY_RESPONSE_MAX = 16_000;
/** Passkeys one account may have. */
export const PASSKEYS_PER_USER = 20;

/** The cap of one upload request (the store-report imports): every file of it together. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
