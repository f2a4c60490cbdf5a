// A field people never see or fill; simple form-filling bots do (epic-stack ADR 033).
import { useId } from "react";

import { HONEYPOT_FIELD } from "~/lib/forms";

export function HoneypotField() {
  // The sign-in page holds three forms, each with its own honeypot: one id per copy keeps
  // every label pointing at its own input.
  const inputId = `${HONEYPOT_FIELD}-${useId()}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={inputId}>Leave this field empty</label>
      <input
        id={inputId}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
