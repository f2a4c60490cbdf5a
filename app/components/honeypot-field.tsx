// A field people never see or fill; simple form-filling bots do (epic-stack ADR 033).
export const HONEYPOT_FIELD = "website_url";

export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-input`}>Leave this field empty</label>
      <input
        id={`${HONEYPOT_FIELD}-input`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
