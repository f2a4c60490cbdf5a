// A password field of the one form pattern (docs/forms.md): labelled, with its help text and
// errors like `Field`, and two things only a password needs: the field is emptied after every
// reply (the server never sends a password back, and with JavaScript on the browser would keep
// it), and an optional live part under it (the strength meter) that describes the input too.
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { type InputHTMLAttributes, type ReactNode, useEffect, useRef } from "react";

import { ErrorList } from "~/components/forms";

export function PasswordField({
  meta,
  label,
  help,
  extra,
  extraId,
  clearOn,
  className,
  ...inputProps
}: {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  label: ReactNode;
  help?: ReactNode;
  /** Shown under the input (the strength meter); its element's id is `extraId`. */
  extra?: ReactNode;
  extraId?: string;
  /** The last reply: when it changes, the typed password is cleared. */
  clearOn: unknown;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "defaultValue" | "value">) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (clearOn && ref.current) ref.current.value = "";
  }, [clearOn]);
  const helpId = help ? `${meta.id}-help` : undefined;
  const describedBy = [meta.errors?.length ? meta.errorId : null, helpId, extraId]
    .filter(Boolean)
    .join(" ");
  const {
    key,
    defaultValue: _never,
    ...props
  } = getInputProps(meta, {
    type: "password",
    ariaAttributes: true,
  });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
      <input
        key={key}
        ref={ref}
        {...props}
        className="field-input"
        {...inputProps}
        aria-describedby={describedBy || undefined}
      />
      {help ? (
        <p id={helpId} className="field-hint">
          {help}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
      {extra}
    </div>
  );
}
