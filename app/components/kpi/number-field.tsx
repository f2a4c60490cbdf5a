import type { ReactNode, Ref } from "react";

import { FieldError, invalidProps } from "~/components/form-feedback";
import { KPI_VALUE_MAX } from "~/lib/limits";

/** A weekly number or target: never negative, at most KPI_VALUE_MAX, decimals allowed. */
export function KpiNumberField({
  id,
  name,
  label,
  required = false,
  inputMode,
  defaultValue,
  placeholder,
  hint,
  inputRef,
  errors,
}: {
  id: string;
  name: string;
  label: ReactNode;
  required?: boolean;
  inputMode?: "decimal";
  defaultValue: string;
  placeholder?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  errors: string[];
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode={inputMode}
        required={required}
        min={0}
        max={KPI_VALUE_MAX}
        step="any"
        defaultValue={defaultValue}
        placeholder={placeholder}
        ref={inputRef}
        className="field-input"
        {...invalidProps(`${id}-error`, errors)}
        aria-describedby={
          [hint ? `${id}-hint` : null, errors.length > 0 ? `${id}-error` : null]
            .filter(Boolean)
            .join(" ") || undefined
        }
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}
