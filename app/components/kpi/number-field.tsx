import type { ReactNode } from "react";
import { FieldError, invalidProps } from "~/components/form-feedback";
import { KPI_VALUE_MAX } from "~/lib/kpi";

/** A weekly number or target: never negative, at most KPI_VALUE_MAX, decimals allowed. */
export function KpiNumberField({
  id,
  name,
  label,
  required = false,
  inputMode,
  defaultValue,
  errors,
}: {
  id: string;
  name: string;
  label: ReactNode;
  required?: boolean;
  inputMode?: "decimal";
  defaultValue: string;
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
        className="field-input"
        {...invalidProps(`${id}-error`, errors)}
      />
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}
