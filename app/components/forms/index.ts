// The one form pattern's components (docs/forms.md), by file: app-form (the form and its
// Conform hook), fields (labelled controls), error-summary (the reply and the summary box),
// button-form (a form of buttons only), use-step-focus, password-field, radio-group-field,
// submit-button.
export { AppForm, appFormProps, useAppForm } from "./app-form";
export { ButtonForm, useButtonForm } from "./button-form";
export { ErrorSummary, useFormReply } from "./error-summary";
export { CheckboxField, ErrorList, Field, SelectField, TextareaField } from "./fields";
export { useStepFocus } from "./use-step-focus";
