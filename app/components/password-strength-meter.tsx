import type { PasswordStrength } from "~/lib/password-strength";

const BAR_COLORS: Record<PasswordStrength["label"], string> = {
  "": "bg-slate-300",
  "Weak password": "bg-red-600",
  "Good password": "bg-amber-500",
  "Strong password": "bg-green-600",
};

/**
 * docs/product/spec-facts.md §5: advisory only; it never blocks a submission. The one rule a
 * password must meet is stated once, in the field's help, and the server enforces exactly that.
 */
export function PasswordStrengthMeter({
  id,
  strength,
  sent = false,
}: {
  id: string;
  strength: PasswordStrength;
  /** The label is the server's, for the password that was sent (the field is empty again). */
  sent?: boolean;
}) {
  return (
    <div id={id} className="mt-2" data-testid="password-strength">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={strength.score}
        aria-valuetext={strength.label || "Too weak"}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full transition-all ${BAR_COLORS[strength.label]}`}
          style={{ width: `${strength.score}%` }}
        />
      </div>
      <p className="mt-1 min-h-[1.25rem] text-sm text-slate-700" aria-live="polite">
        {sent && strength.label ? `The password you sent: ${strength.label}` : strength.label}
      </p>
    </div>
  );
}
