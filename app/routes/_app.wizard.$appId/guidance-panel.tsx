// The module's guidance: rules with their sources, notes for the app's category, and when the
// rules were last checked (docs/guidance-sources.md: rules change, so say when they were checked).
// Everything comes resolved from the loader (guidanceView), so the source list and the date
// formatting stay out of the browser's bundle.
import { SourceLinks } from "~/components/source-links";
import type { GuidancePointView } from "~/lib/wizard/sources";

function Point({ point }: { point: GuidancePointView }) {
  return (
    <li className="space-y-1">
      <p>
        {point.unconfirmed ? (
          <span className="mr-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
            Unconfirmed
          </span>
        ) : null}
        {point.text}
      </p>
      {point.sources.length > 0 ? (
        <p className="text-xs text-slate-600">
          Source{point.sources.length > 1 ? "s" : ""}:{" "}
          <SourceLinks sources={point.sources} linkClassName="underline hover:text-brand-700" />.
          Checked {point.checkedLabel}.
        </p>
      ) : null}
    </li>
  );
}

type GuidancePanelProps = {
  guidance: GuidancePointView[];
  categoryNotes: GuidancePointView[];
  categoryName: string;
  lastChecked: string;
  /** Children's rules were left out: the age range rules children out. */
  childrenRulesHidden?: boolean;
};

/** The folded panel's one line: what is inside, so a maker can tell whether to open it. */
export function guidanceSummary(count: number, categoryCount: number, categoryName: string) {
  const rules = `${count} ${count === 1 ? "rule" : "rules"}`;
  return categoryCount > 0
    ? `Guidance: ${rules}, ${categoryCount} for ${categoryName} apps`
    : `Guidance: ${rules}`;
}

export function GuidancePanel({
  guidance,
  categoryNotes,
  categoryName,
  lastChecked,
  childrenRulesHidden,
}: GuidancePanelProps) {
  // Folded everywhere by default: a native <details> needs no script, and on a phone the form
  // comes first (docs/decisions/054-guidance-folds-and-drafts-from-this-app.md).
  return (
    <details className="card space-y-3 text-sm text-slate-800" data-testid="guidance">
      <summary className="cursor-pointer text-base font-semibold text-slate-900">
        {guidanceSummary(
          guidance.length + categoryNotes.length,
          categoryNotes.length,
          categoryName,
        )}
      </summary>
      <ul className="mt-3 list-disc space-y-3 pl-5">
        {guidance.map((point) => (
          <Point key={point.text} point={point} />
        ))}
      </ul>
      {categoryNotes.length > 0 ? (
        <div className="mt-4 rounded-lg bg-brand-50 p-3">
          <h3 className="font-semibold">For {categoryName} apps</h3>
          <ul className="mt-2 list-disc space-y-3 pl-5">
            {categoryNotes.map((point) => (
              <Point key={point.text} point={point} />
            ))}
          </ul>
        </div>
      ) : null}
      {childrenRulesHidden ? (
        <p className="mt-4 text-xs text-slate-600" data-testid="children-rules-hidden">
          Rules for children&apos;s data are left out: your age range has no one under 16. Change
          the age range in Foundation if children use the app.
        </p>
      ) : null}
      <p className="mt-4 text-xs text-slate-600" data-testid="last-checked">
        Rules last checked: {lastChecked}. Stores and platforms change their rules, so check the
        sources before you rely on them.
      </p>
    </details>
  );
}
