// The wizard's save answered for a queued write (docs/decisions/081-queued-writes.md): a replay
// from the service worker reads JSON; a page's post that met a change made on another device shows
// both (the person's answers kept in the form, the other device's time and state in its message);
// a page's post replayed (its first answer lost) goes where the first went.
import type { StepName } from "~/lib/enums";
import { moduleDataFromForm, moduleDefinition } from "~/lib/wizard/modules";
import { type ModuleNow, savedAnswer, type SaveOnceResult } from "~/models/module-writes.server";
import { formReply, refusedResult } from "~/utils/form.server";
import { changedElsewhere, versionOf, wantsJson } from "~/utils/queued-writes.server";
import { redirectWithInfoToast } from "~/utils/toast.server";

export function moduleSaveAnswer(
  args: {
    request: Request;
    formId: string;
    formData: FormData;
    here: string;
    timeZone: string;
    step: StepName;
    intent: string;
  },
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
  const messages = [
    `${changedElsewhere(now.updatedAt, args.timeZone)}. Your answers are kept in the form below; the other device saved:`,
    ...theirAnswers(args.step, args.formData, now),
    "Keep mine saves yours over them; Keep theirs shows theirs.",
  ];
  return formReply(args.formId, refusedResult(args.formData, { "": messages }), {
    status: 409,
    conflict: { version: versionOf(now.updatedAt), intent: args.intent },
  });
}

const shown = (value: unknown) =>
  Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : "";

/** The other device's answers where they differ from the person's, one line each by label. */
function theirAnswers(step: StepName, formData: FormData, now: ModuleNow): string[] {
  const mine = moduleDataFromForm(step, formData);
  const theirs = (now.data ?? {}) as Record<string, unknown>;
  return moduleDefinition(step)
    .fields.filter((field) => shown(theirs[field.name]) !== shown(mine[field.name]))
    .map((field) => `${field.label}: “${shown(theirs[field.name]) || "(empty)"}”`);
}
