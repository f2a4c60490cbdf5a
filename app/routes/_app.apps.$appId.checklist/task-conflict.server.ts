// A task edit that met a change made on another device (409 from app/models/task-writes.server.ts):
// the form shows both, the person's own values kept in the fields and the task as it is now in the
// form's message, to keep theirs (Save task again: the page now carries the new version) or the
// other (Cancel). A replay from the service worker gets the conflict as JSON instead.
import { zonedParts } from "~/lib/dates";
import type { WriteAnswer } from "~/models/idempotency.server";
import type { TaskNow } from "~/models/task-writes.server";
import { wantsJson } from "~/utils/queued-writes.server";

export function editConflict(request: Request, answer: WriteAnswer, timeZone: string) {
  if (answer.status !== 409 || wantsJson(request)) return null;
  const now = answer.body.current as TaskNow;
  const at = zonedParts(new Date(now.updatedAt), timeZone);
  const due = zonedParts(new Date(now.dueAt), timeZone);
  const theirs = `“${now.title}”, due ${due.date} ${due.time}`;
  const message = `Changed on another device at ${at.time} (${at.date}): it is now ${theirs}. Your version is kept below: Save task to keep yours, or Cancel to keep theirs.`;
  return { formErrors: [message] };
}
