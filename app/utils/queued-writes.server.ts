// The route side of writes a phone may queue offline (docs/decisions/081-queued-writes.md): the
// idempotency key a post carries (the form's hidden `_idem` field or the `Idempotency-Key`
// header), the version its form was based on (`_version`), and the answers a queued replay reads
// (the service worker asks for JSON with `X-Queued-Write: 1`).
import { formatDate } from "~/lib/date-time";
import { zonedParts } from "~/lib/dates";
import {
  type Claim,
  KEY_INVALID,
  parseIdempotencyKey,
  type WriteAnswer,
} from "~/models/idempotency.server";

import { offlineUserKey } from "./offline.server";

export const IDEMPOTENCY_FIELD = "_idem";
export const VERSION_FIELD = "_version";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Sent by the service worker when it replays a queued write: it reads the answer as JSON. */
export const QUEUED_WRITE_HEADER = "X-Queued-Write";
/** With a replay: whose write it is (the person's offline key), so no one else's session sends it. */
export const QUEUED_FOR_HEADER = "X-Queued-For";
export const QUEUED_FOR_SOMEONE_ELSE =
  "This change was made on this device by someone else who was signed in, so it was not sent.";

/**
 * The claim of a write: its key from the header or the form (null: none, a plain write). A key of
 * the wrong shape is a 400 before anything is written.
 */
export function writeClaim(
  request: Request,
  formData: FormData | null,
  userId: string,
  scope: string,
): Claim | null {
  const owner = request.headers.get(QUEUED_FOR_HEADER);
  if (owner !== null && owner !== offlineUserKey(userId)) {
    throw Response.json({ error: QUEUED_FOR_SOMEONE_ELSE }, { status: 403 });
  }
  const raw =
    request.headers.get(IDEMPOTENCY_HEADER) ?? formData?.get(IDEMPOTENCY_FIELD)?.toString();
  const key = parseIdempotencyKey(raw);
  if (key === false) throw Response.json({ error: KEY_INVALID }, { status: 400 });
  return key ? { userId, key, scope } : null;
}

/**
 * The version a form was based on (the row's `updatedAt`, in milliseconds or as an ISO time), or
 * null when none was sent (the write then wins, as before queued writes).
 */
export function basedOn(formData: FormData): Date | null {
  const raw = formData.get(VERSION_FIELD)?.toString() ?? "";
  const time = raw ? new Date(/^\d+$/.test(raw) ? Number(raw) : raw) : null;
  return time && !Number.isNaN(time.getTime()) ? time : null;
}

/** A replay from the service worker (or any client asking for JSON) reads the answer as JSON. */
export function wantsJson(request: Request): boolean {
  return (
    request.headers.get(QUEUED_WRITE_HEADER) === "1" ||
    (request.headers.get("Accept") ?? "").startsWith("application/json")
  );
}

/**
 * A refusal of a queued write (404, 409, 410, 422) as its answer: JSON for a replay, thrown for a
 * page (its error boundary says it) unless the page renders it itself. Null for a success.
 */
export function refusalOf(request: Request, answer: WriteAnswer): Response | null {
  if (answer.status < 300) return null;
  if (wantsJson(request)) return Response.json(answer.body, { status: answer.status });
  const error = typeof answer.body.error === "string" ? answer.body.error : "Not saved.";
  return new Response(error, { status: answer.status });
}

/** A success answered to a replay: the JSON body, so the worker can drop the write. */
export function replayAnswer(request: Request, answer: WriteAnswer): Response | null {
  return wantsJson(request) ? Response.json(answer.body, { status: answer.status }) : null;
}

/**
 * What an action answers before its page's own answer: a replay (JSON wanted) gets the write's
 * answer as JSON, whatever it is; a page's post refused (404, 410, 422) gets the refusal thrown as
 * a page error that says why. Null: a success for a page, which answers as it always did.
 */
export function queuedAnswer(request: Request, answer: WriteAnswer): Response | null {
  if (wantsJson(request)) return Response.json(answer.body, { status: answer.status });
  const refused = refusalOf(request, answer);
  if (refused) throw refused;
  return null;
}

/** "Changed on another device at 14:02 (Wed, 2 Dec 2026)": when, in the person's zone. */
export function changedElsewhere(updatedAt: string | Date, timeZone: string): string {
  const at = new Date(updatedAt);
  return `Changed on another device at ${zonedParts(at, timeZone).time} (${formatDate(at, timeZone)})`;
}

/** The version a form carries after a 409: the row's `updatedAt` now, in milliseconds. */
export function versionOf(updatedAt: string | Date): string {
  return String(new Date(updatedAt).getTime());
}

/** The intent a form sends to keep the other device's version (a 409's second choice). */
export const KEEP_THEIRS_INTENT = "keep-theirs";

/**
 * A replay's answer (the service worker posts the page's own URL with `X-Queued-Write: 1`): the
 * action's answer as JSON with its status (a 409's current value, a new version, a refusal's
 * message) instead of the page it would render. Null for any other request.
 */
export function queuedWriteReply(
  request: Request,
  status: number,
  context: {
    actionData?: Record<string, unknown> | null;
    errors?: Record<string, unknown> | null;
  },
): Response | null {
  if (request.method !== "POST" || request.headers.get(QUEUED_WRITE_HEADER) !== "1") return null;
  const error = Object.values(context.errors ?? {})[0] as { data?: unknown } | undefined;
  const body = error
    ? { error: typeof error.data === "string" ? error.data : "This change was refused." }
    : (Object.values(context.actionData ?? {})[0] ?? {});
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
