import { errorsFor, FieldError, type FormReply } from "~/components/form-feedback";

/** A password field of the profile forms; the typed password is never sent back after an error. */
export function PasswordInput({
  id,
  name,
  label,
  reply,
  autoComplete,
  onInput,
  describedBy,
}: {
  id: string;
  name: string;
  label: string;
  reply: FormReply;
  autoComplete: string;
  onInput?: (value: string) => void;
  describedBy?: string;
}) {
  const errors = errorsFor(reply, name);
  const errorId = `${id}-error`;
  const described = [errors.length ? errorId : null, describedBy].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        required
        autoComplete={autoComplete}
        className="field-input"
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={described || undefined}
        onInput={onInput ? (e) => onInput(e.currentTarget.value) : undefined}
      />
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
