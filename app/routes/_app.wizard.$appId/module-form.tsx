// One module's form on the one form pattern (docs/forms.md): its fields generated from the
// module's definition (competitors and content ideas drawn as groups), the error summary on top,
// and the Save Draft / Save & Continue buttons, two intents of the one "module" form. Posts with
// JavaScript off.
import { useNavigation } from "@remix-run/react";
import { useState } from "react";

import { AppForm, useAppForm } from "~/components/forms";
import { KeepTheirsButton } from "~/components/forms/submit-button";
import { useHydrated } from "~/components/use-hydrated";
import { fieldLabels, WizardField, type WizardFieldView } from "~/components/wizard/wizard-field";
import type { StepName } from "~/lib/enums";
import type { ActionReply, FormConstraint } from "~/lib/forms";
import type { ScheduleItem } from "~/lib/wizard/content-schedule";

import { ContentIdeas, type IdeaView } from "./content-ideas";

/** The one form of a module step; Save Draft and Save & Continue both post it. */
export const MODULE_FORM = "module";

export type ModuleFormValues = Record<string, unknown>;

type ModuleFormProps = {
  step: StepName;
  fields: WizardFieldView[];
  ideas: IdeaView[];
  /** What the form starts from: the saved answers, with the simple answers in empty fields. */
  values: ModuleFormValues;
  /** The reply of the last post of this form, if any. */
  reply: ActionReply | undefined;
  constraint: FormConstraint;
  /** Fields filled in from the simple answers (field -> where from), saved only on save. */
  prefilled?: Record<string, string>;
  /** Prefilled fields whose answer was shortened to fit the field's limit. */
  shortened?: readonly string[];
  /** The labels of the fields Save & Continue needs. */
  required: string[];
  categoryName: string;
  savedSchedule: ScheduleItem[] | null;
  today: string;
  channelSuggestions?: readonly string[];
  /** Where the form posts; its #fragment brings a refusal's summary into view without JavaScript. */
  action?: string;
  /** When the module was last saved (ISO): a save queued offline does not overwrite a later one. */
  version?: string;
};

/** The module's last save in milliseconds ("" before its first save). */
const versionValue = (iso: string | undefined) => {
  const time = iso ? new Date(iso).getTime() : NaN;
  return Number.isNaN(time) ? "" : String(time);
};

/** A posted list comes back as a string when only one box was ticked. */
export function listValue(value: unknown): string[] {
  if (typeof value === "string") return value ? [value] : [];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

export function ModuleForm(props: ModuleFormProps) {
  const { step, fields, categoryName, reply } = props;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("step") === step;
  const [form, metas] = useAppForm<ModuleFormValues>({
    id: MODULE_FORM,
    reply,
    constraint: props.constraint,
    defaultValue: props.values,
  });
  const [ideas, setIdeas] = useState(() =>
    listValue(
      reply?.result.initialValue?.selectedContentIdeas ?? props.values.selectedContentIdeas,
    ),
  );
  const ideasField = fields.find((f) => f.kind === "ideas");
  // Save & Continue is disabled while saving, and on Content with no idea picked.
  const cannotContinue = saving || (hydrated && ideasField !== undefined && ideas.length === 0);
  // The typed values came back: the "filled in from your answers" notes no longer apply.
  const prefilled = reply ? undefined : props.prefilled;

  const competitorFields = fields.filter((f) => f.name.startsWith("competitor"));
  const renderField = (field: WizardFieldView) => (
    <WizardField
      key={field.name}
      meta={metas[field.name]}
      field={field}
      prefilledFrom={prefilled?.[field.name]}
      prefillShortened={props.shortened?.includes(field.name)}
      categoryName={categoryName}
    />
  );

  return (
    <AppForm
      form={form}
      reply={reply}
      labels={fieldLabels(fields)}
      action={props.action}
      className="space-y-6"
    >
      <input type="hidden" name="step" value={step} />
      {/* The version a save queued offline was based on (app/components/queue-fields.tsx's rule,
          written here so the wizard's first load carries no shared chunk for it). */}
      {/* After a conflict (409), the version the other device made: Keep mine saves over it. */}
      <input
        type="hidden"
        name="_version"
        value={reply?.conflict?.version ?? versionValue(props.version)}
      />
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800" data-testid="required">
        <span className="font-semibold">To complete this module:</span> {props.required.join(", ")}.
        Save Draft keeps anything you typed.
      </p>
      {fields.map((field, index) => {
        if (field.kind === "ideas") {
          return (
            <ContentIdeas
              key={field.name}
              meta={metas[field.name]}
              ideas={props.ideas}
              selected={ideas}
              onToggle={(id, checked) =>
                setIdeas((current) =>
                  checked
                    ? [...current.filter((i) => i !== id), id]
                    : current.filter((i) => i !== id),
                )
              }
              hydrated={hydrated}
              hint={field.hint}
              categoryName={categoryName}
              savedSchedule={props.savedSchedule}
              today={props.today}
              channelSuggestions={props.channelSuggestions}
            />
          );
        }
        if (field.name.startsWith("competitor")) {
          // The six competitor fields are drawn once, as three name/weakness pairs.
          if (fields.indexOf(competitorFields[0]) !== index) return null;
          return (
            <fieldset
              key="competitors"
              className="space-y-4 rounded-lg border border-slate-200 p-4"
            >
              <legend className="px-1 font-semibold">Competitors (up to 3)</legend>
              {[0, 1, 2].map((slot) => (
                <div key={slot} className="grid gap-4 md:grid-cols-2">
                  {competitorFields.filter((f) => f.name.endsWith(String(slot))).map(renderField)}
                </div>
              ))}
            </fieldset>
          );
        }
        return renderField(field);
      })}

      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
        {reply?.conflict ? (
          // Changed on another device: the summary shows theirs, the fields hold mine.
          <>
            <KeepTheirsButton />
            <button
              type="submit"
              name="intent"
              value={reply.conflict.intent}
              className="btn-primary"
            >
              Keep mine
            </button>
          </>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="draft"
          className="btn-secondary"
          disabled={saving}
        >
          Save Draft
        </button>
        <button
          type="submit"
          name="intent"
          value="complete"
          className="btn-primary"
          disabled={cannotContinue}
        >
          Save &amp; Continue
        </button>
      </div>
    </AppForm>
  );
}
