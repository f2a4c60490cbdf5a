// The wizard's save answered for a queued write (docs/decisions/081-queued-writes.md): a replay
// from the service worker reads JSON; a page's post that met a change made on another device shows
// both (the person's answers kept in the form, the other device's time and state in its message);
// a page's post replayed (its first answer lost) goes where the first went.
import { zonedParts } from "~/lib/dates";
import { type ModuleNow, savedAnswer, type SaveOnceResult } from "~/models/module-writes.server";
import { formReply, refusedResult } from "~/utils/form.server";
import { wantsJson } from "~/utils/queued-writes.server";
import { redirectWithInfoToast } from "~/utils/toast.server";

export function moduleSaveAnswer(
  args: { request: Request; formId: string; formData: FormData; here: string; timeZone: string },
  once: SaveOnceResult,
) {
  const json = wantsJson(args.request);
  if (once.kind === "saved") {
    if (!json) return null;
    const { result } = once;
    if (result.ok) return Response.json(savedAnswer(result).body);
    return Response.json(result, { status: result.status });
  }
  if (json) return Response.json(once.answer.body, { status: once.answer.status });
  if (once.kind === "replayed") {
    return redirectWithInfoToast(args.here, {
      title: "Already saved",
      description: "This save had already arrived; it was not saved twice.",
    });
  }
  const now = once.answer.body.current as ModuleNow;
  const at = zonedParts(new Date(now.updatedAt), args.timeZone);
  const message = `Changed on another device at ${at.time} (${at.date}). Your answers are kept below: Save again to keep yours, or reload the page to keep theirs.`;
  return formReply(args.formId, refusedResult(args.formData, { "": [message] }), { status: 409 });
}
