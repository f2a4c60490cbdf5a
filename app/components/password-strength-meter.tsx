import { PASSWORD_MIN_LENGTH } from "~/lib/limits";
import type { PasswordStrength } from "~/lib/password-strength";

const BAR_COLORS: Record<PasswordStrength["label"], string> = {
  "": "bg-slate-300",
  "Weak password": "bg-red-600",
  "Good password": "bg-amber-500",
  "Strong password": "bg-green-600",
};

/** docs/product/spec-facts.md §5: advisory only; it never blocks a submission. */
export function PasswordStrengthMeter({
  id,
  strength,
}: {
  id: string;
  strength: PasswordStrength;
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
        {strength.label}
      </p>
      <p className="field-hint">
        Use at least {PASSWORD_MIN_LENGTH} characters with lowercase and uppercase letters and a
        digit.
      </p>
    </div>
  );
}
