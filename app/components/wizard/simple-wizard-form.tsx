// The simple wizard's one form: three questions and the Previous / Save / Next (Finish) submit
// buttons, told apart by `intent`, so every button works with JavaScript off.
import { Form, useNavigation } from "@remix-run/react";

import { FormAlert } from "./form-alert";
import { WizardField } from "./wizard-field";

export type SimpleQuestionView = {
  id: string;
  label: string;
  hint: string;
  kind: "text" | "textarea" | "date";
  maxLength: number;
  example: string;
};

type SimpleWizardFormProps = {
  step: number;
  isLast: boolean;
  questions: SimpleQuestionView[];
  values: Record<string, string>;
  /** Answers shown filled in from the app's details, saved only when the user saves. */
  prefilled?: Record<string, string>;
  errors: Record<string, string[]>;
  formError?: string;
  billing?: boolean;
  categoryName: string;
};

export function SimpleWizardForm(props: SimpleWizardFormProps) {
  const { step, isLast, questions, values, errors } = props;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";

  return (
    <Form method="post" className="space-y-6">
      <input type="hidden" name="step" value={step} />
      {/* Enter in a one-line answer submits the form's first button: make that the safe one. */}
      <button
        type="submit"
        name="intent"
        value={isLast ? "save" : "next"}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      />
      <FormAlert message={props.formError} billing={props.billing} />
      {questions.map((question) => (
        <WizardField
          key={question.id}
          field={{ ...question, name: question.id }}
          value={values[question.id] ?? ""}
          prefilledFrom={props.prefilled?.[question.id]}
          errors={errors[question.id]}
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
    </Form>
  );
}
