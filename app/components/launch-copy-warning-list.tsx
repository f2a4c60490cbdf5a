// The launch-copy warnings as the page shows them, from warnings checked on the server: this file
// imports no rules, so a page that passes loader data keeps the rule table out of its bundle.
import type { LaunchCopyReport } from "~/lib/launch-copy-check";

/**
 * Warnings for launch copy that breaks Product Hunt's community rules: the rule, the words that
 * matched, the source and a direction for a rewrite. Advisory; renders nothing when all is well
 * unless `showAllClear` is set.
 */
export function LaunchCopyWarningList({
  report,
  showAllClear = false,
}: {
  report: LaunchCopyReport;
  showAllClear?: boolean;
}) {
  const { warnings, anyText, reviewed } = report;
  if (warnings.length === 0) {
    if (!showAllClear) return null;
    return (
      <p className="text-sm text-slate-700" data-testid="launch-copy-clear">
        {anyText
          ? "No launch copy breaks Product Hunt's community rules."
          : "No launch copy written yet."}{" "}
        <span className="text-slate-600">Rules last reviewed {reviewed}.</span>
      </p>
    );
  }
  return (
    <div
      role="note"
      aria-label="Launch-copy warnings"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="launch-copy-warnings"
    >
      <p className="font-semibold">
        {warnings.length === 1
          ? "1 part of your launch copy"
          : `${warnings.length} parts of your launch copy`}{" "}
        may break Product Hunt&apos;s community rules:
      </p>
      <ul className="mt-2 space-y-3">
        {warnings.map((w) => (
          <li key={`${w.field}-${w.ruleId}`}>
            <p>
              <strong>{w.ruleName}</strong> in {w.fieldLabel}: “{w.match}”
            </p>
            <p className="mt-0.5">Try this instead: {w.rewrite}</p>
            <p className="mt-0.5">
              Source:{" "}
              <a href={w.source.url} className="underline" target="_blank" rel="noreferrer">
                {w.source.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-amber-900">Rules last reviewed {reviewed}.</p>
    </div>
  );
}
