// One launch draft's form: its text, Save draft, Back to the generated draft and Copy. Each draft
// has its own form (`draft-<id>`), so a refused save shows under that draft only, with the text
// as typed and the error summary focused.
import { CopyButton } from "~/components/copy-button";
import { AppForm, TextareaField, useAppForm, useFormReply } from "~/components/forms";
import { QueueFields } from "~/components/queue-fields";
import { type FormConstraint, rowFormId } from "~/lib/forms";
import { pasteable } from "~/lib/text-fit";
import type { DraftView } from "~/models/drafts.server";

export const DRAFT_FORM = "draft-form";

export function DraftForm({
  draft,
  constraint,
}: {
  draft: Pick<DraftView, "id" | "title" | "text" | "edited" | "warnings" | "savedAt">;
  constraint: FormConstraint;
}) {
  const reply = useFormReply(rowFormId(DRAFT_FORM, draft.id));
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: rowFormId(DRAFT_FORM, draft.id),
    reply,
    constraint,
    defaultValue: { draftId: draft.id, text: draft.text },
  });
  const label = `${draft.title} text`;
  return (
    <AppForm
      form={form}
      reply={reply}
      labels={{ text: label }}
      summaryTitle="This draft was not saved"
      className="space-y-2"
    >
      <input type="hidden" name="draftId" value={draft.id} />
      {/* Queued offline, sent once; a draft saved elsewhere since is not overwritten. */}
      <QueueFields version={draft.savedAt} />
      <TextareaField
        meta={fields.text}
        label={label}
        rows={Math.min(16, Math.max(4, draft.text.split("\n").length + 1))}
        className="[&_textarea]:w-full [&_textarea]:font-mono [&_textarea]:text-sm"
      />
      {draft.warnings.map((w) => (
        <p key={w} className="text-sm text-amber-900">
          Warning: {w}
        </p>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="save" className="btn-primary">
          Save draft
        </button>
        {draft.edited ? (
          // Going back needs no text: the browser's checks of the field do not apply.
          <button
            type="submit"
            name="intent"
            value="reset"
            formNoValidate
            className="btn-secondary"
          >
            Back to the generated draft
          </button>
        ) : null}
        <CopyButton targetId={fields.text.id} label={draft.title} pasteable={pasteable} />
      </div>
    </AppForm>
  );
}
