// The simple wizard's one form on the one form pattern (docs/forms.md): three questions, the
// error summary on top, and the Previous / Save / Next (Finish) buttons, intents of the one
// "simple-wizard" form, so every button works with JavaScript off.
import { useNavigation } from "@remix-run/react";

import { AppForm, useAppForm } from "~/components/forms";
import { QueueFields } from "~/components/queue-fields";
import { fieldLabels, WizardField } from "~/components/wizard/wizard-field";
import type { ActionReply, FormConstraint } from "~/lib/forms";

/** The one form of a simple-wizard step. */
export const SIMPLE_WIZARD_FORM = "simple-wizard";

export type SimpleQuestionView = {
  id: string;
  label: string;
  hint: string;
  more?: string;
  kind: "text" | "textarea" | "date";
  maxLength: number;
  example: string;
};

type SimpleWizardFormProps = {
  step: number;
  isLast: boolean;
  questions: SimpleQuestionView[];
  /** The saved answers, with the app's details in empty ones. */
  values: Record<string, string>;
  reply: ActionReply | undefined;
  constraint: FormConstraint;
  /** Answers shown filled in from the app's details, saved only when the user saves. */
  prefilled?: Record<string, string>;
  categoryName: string;
};

export function SimpleWizardForm(props: SimpleWizardFormProps) {
  const { step, isLast, questions, reply } = props;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: SIMPLE_WIZARD_FORM,
    reply,
    constraint: props.constraint,
    defaultValue: props.values,
  });
  const prefilled = reply ? undefined : props.prefilled;

  return (
    <AppForm
      form={form}
      reply={reply}
      labels={fieldLabels(questions.map((q) => ({ name: q.id, label: q.label })))}
      className="space-y-6"
    >
      <input type="hidden" name="step" value={step} />
      {/* A save queued offline is sent once (docs/decisions/081-queued-writes.md). */}
      <QueueFields />
      {/* Enter in a one-line answer submits the form's first button: make that the safe one. */}
      <button
        type="submit"
        name="intent"
        value={isLast ? "save" : "next"}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      />
      {questions.map((question) => (
        <WizardField
          key={question.id}
          meta={fields[question.id]}
          field={{ ...question, name: question.id }}
          prefilledFrom={prefilled?.[question.id]}
          categoryName={props.categoryName}
        />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <button
          type="submit"
          name="intent"
          value="previous"
          className="btn-ghost"
          disabled={step === 0 || saving}
        >
          Previous
        </button>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="save"
            className="btn-secondary"
            disabled={saving}
          >
            Save
          </button>
          <button
            type="submit"
            name="intent"
            value={isLast ? "finish" : "next"}
            className="btn-primary"
            disabled={saving}
          >
            {isLast ? "Finish" : "Next"}
          </button>
        </div>
      </div>
    </AppForm>
  );
}
