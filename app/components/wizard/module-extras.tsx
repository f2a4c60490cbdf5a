// What a module shows beside its form: the competitor view (Foundation), the Product Hunt copy
// check (Creative, Launch), the way to the launch checklist (Launch) and to the KPI log (Analytics).
import { Link } from "@remix-run/react";
import { CompetitorView } from "~/components/competitor-view";
import { LaunchCopyWarnings } from "~/components/launch-copy-warnings";
import { competitorView } from "~/lib/competitors";
import type { StepName } from "~/lib/enums";
import { launchCopyFieldsFrom } from "~/lib/launch-copy-check";

export function ModuleExtras({
  step,
  appId,
  appName,
  values,
}: {
  step: StepName;
  appId: string;
  appName: string;
  values: unknown;
}) {
  if (step === "foundation") {
    return (
      <section aria-labelledby="competitor-view-heading" className="card space-y-3">
        <h4 id="competitor-view-heading" className="text-lg font-bold">
          You against the competition
        </h4>
        <CompetitorView view={competitorView(appName, values)} />
      </section>
    );
  }
  if (step === "creative" || step === "launch") {
    return (
      <div className="space-y-4">
        <LaunchCopyWarnings fields={launchCopyFieldsFrom(values, step)} showAllClear />
        {step === "launch" ? (
          <section aria-labelledby="checklist-link-heading" className="card">
            <h4 id="checklist-link-heading" className="text-lg font-bold">
              Launch-day checklist
            </h4>
            <p className="mt-1 text-sm text-slate-700">
              Set your launch date and get every task from T&minus;45 to T+180 with due times in
              your time zone, including Product Hunt&rsquo;s 12:01 a.m. Pacific start. Moving the
              date re-plans every open task.
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
        <Link to={`/analytics?app=${appId}`} className="btn-secondary mt-3">
          Open the numbers log
        </Link>
      </section>
    );
  }
  return null;
}
