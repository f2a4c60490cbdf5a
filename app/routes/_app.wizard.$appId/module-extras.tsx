// What a module shows beside its form: the competitor view (Foundation), the Product Hunt copy
// check (Creative, Launch), the way to the launch checklist (Launch), the store-listing studio
// (SEO), the launch drafts (Creative, Launch, Content) and the KPI log (Analytics).
import { Link } from "@remix-run/react";

import { CompetitorView } from "~/components/competitor-view";
import { LaunchCopyWarningList } from "~/components/launch-copy-warning-list";
import type { CompetitorView as CompetitorTable } from "~/lib/competitors";
import type { StepName } from "~/lib/enums";
import type { LaunchCopyReport } from "~/lib/launch-copy-check";

function DraftsLink({ appId }: { appId: string }) {
  return (
    <section aria-labelledby="drafts-link-heading" className="card">
      <h4 id="drafts-link-heading" className="text-lg font-bold">
        Launch drafts from your answers
      </h4>
      <p className="mt-1 text-sm text-slate-700">
        Product Hunt taglines and first comment, the announcement email, a Show HN post, a press
        pitch, a press-kit fact sheet and one post per content-schedule entry, written from your
        answers for you to edit.
      </p>
      <Link to={`/apps/${appId}/drafts`} className="btn-secondary mt-3">
        Open the launch drafts
      </Link>
    </section>
  );
}

export function ModuleExtras({
  step,
  appId,
  competitors,
  launchCopy,
}: {
  step: StepName;
  appId: string;
  /** Foundation's competitor table from the saved answers (loader data). */
  competitors: CompetitorTable | null;
  /** The copy check of the saved Creative/Launch answers, run on the server (loader data). */
  launchCopy: LaunchCopyReport | null;
}) {
  if (step === "foundation" && competitors) {
    return (
      <section aria-labelledby="competitor-view-heading" className="card space-y-3">
        <h4 id="competitor-view-heading" className="text-lg font-bold">
          You against the competition
        </h4>
        <CompetitorView view={competitors} />
      </section>
    );
  }
  if (step === "seo") {
    return (
      <section aria-labelledby="listing-link-heading" className="card">
        <h4 id="listing-link-heading" className="text-lg font-bold">
          Store-listing studio
        </h4>
        <p className="mt-1 text-sm text-slate-700">
          Write your App Store and Google Play fields within each store&rsquo;s limits, see the
          policy warnings each store publishes, and preview how the listing reads in search.
        </p>
        <Link to={`/apps/${appId}/listing`} className="btn-secondary mt-3">
          Open the store-listing studio
        </Link>
      </section>
    );
  }
  if (step === "content") return <DraftsLink appId={appId} />;
  if (step === "creative" || step === "launch") {
    return (
      <div className="space-y-4">
        {launchCopy ? <LaunchCopyWarningList report={launchCopy} showAllClear /> : null}
        <DraftsLink appId={appId} />
        {step === "launch" ? (
          <section aria-labelledby="checklist-link-heading" className="card">
            <h4 id="checklist-link-heading" className="text-lg font-bold">
              Launch-day checklist
            </h4>
            <p className="mt-1 text-sm text-slate-700">
              Set your launch date and get every task from your slowest store gate to T+180, with
              due times in your time zone, including Product Hunt&rsquo;s 12:01 a.m. Pacific start.
              Moving the date re-plans every open task.
            </p>
            <Link to={`/apps/${appId}/checklist`} className="btn-secondary mt-3">
              Open the launch checklist
            </Link>
          </section>
        ) : null}
      </div>
    );
  }
  if (step === "analytics") {
    return (
      <section aria-labelledby="kpi-link-heading" className="card">
        <h4 id="kpi-link-heading" className="text-lg font-bold">
          Where to record the numbers
        </h4>
        <p className="mt-1 text-sm text-slate-700">
          Each week, write down visits, sign-ups, referral visits from Product Hunt, comments,
          newsletter subscribers and clicks in the Analytics page&rsquo;s numbers log, with a target
          if you have one. Judge newsletters by clicks rather than opens (Apple Mail inflates opens)
          and Product Hunt by referral visits and sign-ups rather than upvotes, which are weighted
          and are not reach.
        </p>
        <p className="mt-1 text-sm text-slate-700">
          Or import Google Play and App Store Connect reports and your Plausible export as they
          come, and see downloads and visitors day by day against your launch.
        </p>
        <p className="mt-3 flex flex-wrap gap-3">
          <Link to={`/analytics?app=${appId}`} className="btn-secondary">
            Open the numbers log
          </Link>
          <Link to={`/apps/${appId}/results`} className="btn-secondary">
            Import store files
          </Link>
        </p>
      </section>
    );
  }
  return null;
}
