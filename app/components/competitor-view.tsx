import type { CompetitorView as View } from "~/lib/competitors";

/**
 * The app and its competitors side by side (stacked on a phone): what each one lacks, and the
 * app's unique selling point against them. Used on /reports and in the Foundation module.
 */
export function CompetitorView({ view, editHref }: { view: View; editHref?: string }) {
  const empty = view.competitors.length === 0 && view.app.usp === null;
  if (empty) {
    return (
      <p className="text-slate-700">
        No competitors or unique selling point yet.{" "}
        {editHref ? (
          <a href={editHref} className="font-semibold text-brand-800 underline">
            Add them in the Foundation module
          </a>
        ) : (
          "Add up to three competitors and their weaknesses in the Foundation module."
        )}
      </p>
    );
  }
  return (
    <ul
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Your app and its competitors"
    >
      <li className="rounded-xl border-2 border-brand-600 bg-brand-50 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">Your app</p>
        <h3 className="mt-1 break-words text-lg font-bold text-slate-900">{view.app.name}</h3>
        <h4 className="mt-3 text-sm font-semibold text-slate-800">Unique selling point</h4>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">
          {view.app.usp ?? "Not written yet."}
        </p>
      </li>
      {view.competitors.map((competitor) => (
        <li key={competitor.slot} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            Competitor {competitor.slot + 1}
          </p>
          <h3 className="mt-1 break-words text-lg font-bold text-slate-900">{competitor.name}</h3>
          <h4 className="mt-3 text-sm font-semibold text-slate-800">Weakness</h4>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">
            {competitor.weakness ?? "Not written yet."}
          </p>
        </li>
      ))}
    </ul>
  );
}
