// A task edit that met a change made on another device (409 from app/models/task-writes.server.ts):
// the form shows both, the person's own values kept in the fields and the task as it is now in the
// form's message, with two choices: Keep mine (the form now carries the new version, so it saves
// over it) and Keep theirs. A replay from the service worker gets the conflict as JSON instead.
import { formatDate } from "~/lib/date-time";
import { zonedParts } from "~/lib/dates";
import type { WriteAnswer } from "~/models/idempotency.server";
import type { TaskNow } from "~/models/task-writes.server";
import { changedElsewhere, versionOf, wantsJson } from "~/utils/queued-writes.server";

export function editConflict(request: Request, answer: WriteAnswer, timeZone: string) {
  if (answer.status !== 409 || wantsJson(request)) return null;
  const now = answer.body.current as TaskNow;
  const due = new Date(now.dueAt);
  const theirs = `“${now.title}”, due ${formatDate(due, timeZone)} ${zonedParts(due, timeZone).time}`;
  const message = `${changedElsewhere(now.updatedAt, timeZone)}: it is now ${theirs}. Your version is kept below: Keep mine saves it over theirs, Keep theirs keeps it.`;
  return {
    errors: { formErrors: [message] },
    conflict: { version: versionOf(now.updatedAt), intent: "edit-task" },
  };
}
