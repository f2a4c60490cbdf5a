// A group of radio buttons in the one form pattern (docs/forms.md): a fieldset with its legend,
// one labelled radio per option, help text and errors, like the other fields (fields.tsx).
import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import type { ReactNode } from "react";

import { ErrorList } from "~/components/forms";

export function RadioGroupField({
  meta,
  legend,
  help,
  options,
  className,
}: {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  legend: ReactNode;
  help?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  className?: string;
}) {
  const helpId = help ? `${meta.id}-help` : undefined;
  const describedBy = [meta.errors?.length ? meta.errorId : null, helpId].filter(Boolean).join(" ");
  const radios = getCollectionProps(meta, {
    type: "radio",
    options: options.map((option) => option.value),
  });
  return (
    <fieldset
      id={meta.id}
      className={className}
      aria-invalid={meta.errors?.length ? true : undefined}
      aria-describedby={describedBy || undefined}
    >
      <legend className="field-label">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {radios.map(({ key, ...props }, index) => (
          <label key={key} className="flex min-h-[44px] items-center gap-2">
            <input {...props} className="h-6 w-6" />
            {options[index].label}
          </label>
        ))}
      </div>
      {help ? (
        <p id={helpId} className="field-hint">
          {help}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
