// One module's form: its fields (competitors and content ideas drawn as groups), and the Save
// Draft / Save & Continue submit buttons of docs/product/spec-facts.md §4. Posts with JavaScript off.
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";

import type { StepName } from "~/lib/enums";
import type { ScheduleChannel, ScheduleItem } from "~/lib/wizard/content-schedule";
import { useHydrated } from "~/utils/hydrated";

import { ContentIdeas, type IdeaView } from "./content-ideas";
import { FormAlert } from "./form-alert";
import { WizardField, type WizardFieldView } from "./wizard-field";

export type ModuleFormValues = Record<string, unknown>;

type ModuleFormProps = {
  step: StepName;
  fields: WizardFieldView[];
  ideas: IdeaView[];
  values: ModuleFormValues;
  /** Fields filled in from the simple answers (field -> where from), saved only on save. */
  prefilled?: Record<string, string>;
  /** The labels of the fields Save & Continue needs. */
  required: string[];
  errors: Record<string, string[]>;
  formError?: string;
  billing?: boolean;
  categoryName: string;
  savedSchedule: ScheduleItem[] | null;
  today: string;
  channels?: readonly ScheduleChannel[];
};

function text(values: ModuleFormValues, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}

function list(values: ModuleFormValues, name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

export function ModuleForm(props: ModuleFormProps) {
  const { step, fields, values, errors, categoryName } = props;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("step") === step;
  const [ideas, setIdeas] = useState(() => list(values, "selectedContentIdeas"));
  const ideasField = fields.find((f) => f.kind === "ideas");
  // docs/product/spec-facts.md §5: Save & Continue is disabled while saving, and on Content with no idea.
  const cannotContinue = saving || (hydrated && ideasField !== undefined && ideas.length === 0);

  const competitorFields = fields.filter((f) => f.name.startsWith("competitor"));
  const renderField = (field: WizardFieldView) => (
    <WizardField
      key={field.name}
      field={field}
      value={text(values, field.name)}
      prefilledFrom={props.prefilled?.[field.name]}
      errors={errors[field.name]}
      categoryName={categoryName}
    />
  );

  return (
    <Form method="post" className="space-y-6">
      <input type="hidden" name="step" value={step} />
      <FormAlert message={props.formError} billing={props.billing} />
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800" data-testid="required">
        <span className="font-semibold">To complete this module:</span> {props.required.join(", ")}.
        Save Draft keeps anything you typed.
      </p>
      {fields.map((field, index) => {
        if (field.kind === "ideas") {
          return (
            <ContentIdeas
              key={field.name}
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
              errors={errors[field.name] ?? []}
              hint={field.hint}
              categoryName={categoryName}
              savedSchedule={props.savedSchedule}
              today={props.today}
              channels={props.channels}
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
    </Form>
  );
}
