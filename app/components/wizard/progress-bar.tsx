import { progressBarState } from "~/lib/wizard/progress";

type ProgressBarProps = {
  /** null draws an indeterminate bar (docs/product/spec-facts.md §4). */
  value: number | null;
  max?: number;
  label: string;
};

export function ProgressBar({ value, max = 100, label }: ProgressBarProps) {
  const state = progressBarState(value, max);
  const percent = value === null ? 100 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      data-state={state}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={`h-full rounded-full transition-all ${
          state === "complete"
            ? "bg-emerald-600"
            : state === "indeterminate"
              ? "animate-pulse bg-brand-300"
              : "bg-brand-600"
        }`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
