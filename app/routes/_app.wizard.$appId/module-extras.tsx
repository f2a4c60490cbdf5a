// What a module shows beside its form: the competitor view (Foundation), the Product Hunt copy
// check (Creative, Launch), and the cards that lead to another page (module-links.server.ts: the
// store-listing studio, the launch drafts, the launch checklist, the numbers log), whose words
// come with the step's loader data.
import { Link } from "@remix-run/react";

import { CompetitorView } from "~/components/competitor-view";
import { LaunchCopyWarningList } from "~/components/launch-copy-warning-list";
import type { CompetitorView as CompetitorTable } from "~/lib/competitors";
import type { LaunchCopyReport } from "~/lib/launch-copy-check";

import type { ModuleLinkCard } from "./module-links.server";

function LinkCard({ card }: { card: ModuleLinkCard }) {
  return (
    <section aria-labelledby={card.id} className="card">
      <h4 id={card.id} className="text-lg font-bold">
        {card.heading}
      </h4>
      {card.paragraphs.map((text) => (
        <p key={text} className="mt-1 text-sm text-slate-700">
          {text}
        </p>
      ))}
      <p className="mt-3 flex flex-wrap gap-3">
        {card.links.map((link) => (
          <Link key={link.to} to={link.to} className="btn-secondary">
            {link.label}
          </Link>
        ))}
      </p>
    </section>
  );
}

export function ModuleExtras({
  competitors,
  launchCopy,
  links,
}: {
  /** Foundation's competitor table from the saved answers (loader data). */
  competitors: CompetitorTable | null;
  /** The copy check of the saved Creative/Launch answers, run on the server (loader data). */
  launchCopy: LaunchCopyReport | null;
  /** The step's cards that lead to another page (loader data). */
  links: ModuleLinkCard[];
}) {
  if (!competitors && !launchCopy && links.length === 0) return null;
  return (
    <div className="space-y-4">
      {competitors ? (
        <section aria-labelledby="competitor-view-heading" className="card space-y-3">
          <h4 id="competitor-view-heading" className="text-lg font-bold">
            You against the competition
          </h4>
          <CompetitorView view={competitors} />
        </section>
      ) : null}
      {launchCopy ? <LaunchCopyWarningList report={launchCopy} showAllClear /> : null}
      {links.map((card) => (
        <LinkCard key={card.id} card={card} />
      ))}
    </div>
  );
}
