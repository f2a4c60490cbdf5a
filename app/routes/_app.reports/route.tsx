import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AppPicker, NoAppsYet } from "~/components/app-picker";
import { CompetitorView } from "~/components/competitor-view";
import { competitorView } from "~/lib/competitors";
import type { PageHandle } from "~/lib/edge-rules";
import { categoryName } from "~/lib/enums";
import { checkLaunchCopy, launchCopyFieldsFrom } from "~/lib/launch-copy-check";
import { simpleStepsLabel } from "~/lib/plan-labels";
import { planSummary } from "~/lib/plan-summary";
import { MODULE_COUNT } from "~/lib/wizard/module-titles";
import { listApps } from "~/models/app.server";
import { getPlanReport } from "~/models/report.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";

import { LaunchCopyWarnings } from "./launch-copy-warnings";

/** Edge rules (app/lib/edge-rules.ts): kept for reading offline. */
export const handle = { title: "Reports", edge: { offline: true } } satisfies PageHandle;

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const apps = await listApps(user.tenantId);
  if (apps.length === 0) return { apps: [], report: null };
  const app = await getPlanReport(user.tenantId, url.searchParams.get("app") || apps[0].id);
  invariantResponse(app, APP_NOT_FOUND);

  const dataOf = (step: string) => app.modules.find((m) => m.stepName === step)?.data;
  const launchCopy = [
    ...launchCopyFieldsFrom(dataOf("creative"), "creative"),
    ...launchCopyFieldsFrom(dataOf("launch"), "launch"),
  ];
  const summary = planSummary(app, app.modules, {
    launchCopyWarnings: checkLaunchCopy(launchCopy).length,
  });
  return {
    apps: apps.map((a) => ({ id: a.id, name: a.name })),
    report: {
      app: { id: app.id, name: app.name, category: categoryName(app.category) },
      summary,
      competitors: competitorView(app.name, dataOf("foundation")),
      launchCopy,
    },
  };
}

const STATUS_TEXT = { in_progress: "in progress", not_started: "not started" } as const;

export default function ReportsPage() {
  const { apps, report } = useLoaderData<typeof loader>();
  if (!report) return <NoAppsYet what="your plan summary and exports" />;
  const { app, summary, competitors, launchCopy } = report;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <AppPicker apps={apps} selectedId={app.id} action="/reports" />

      <section aria-labelledby="summary-heading" className="card space-y-4">
        <div>
          <h2 id="summary-heading" className="break-words text-xl font-bold">
            Plan summary: {app.name}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {app.category ?? "No category yet"} · Plan: {summary.progress}% of the {MODULE_COUNT}{" "}
            modules ·{" "}
            <span data-testid="simple-steps">{simpleStepsLabel(summary.simpleSteps.done)}</span>
          </p>
        </div>

        <div>
          <h3 className="font-bold">Next steps</h3>
          {summary.nextSteps.length === 0 ? (
            <p className="text-slate-700">Nothing left to do: your plan is complete.</p>
          ) : (
            <ol className="mt-1 list-decimal space-y-1 pl-6">
              {summary.nextSteps.map((step) => (
                <li key={step.href}>
                  {step.href.startsWith("#") ? (
                    <a href={step.href} className="tap text-brand-800 underline">
                      {step.text}
                    </a>
                  ) : (
                    <Link to={step.href} className="tap text-brand-800 underline">
                      {step.text}
                    </Link>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>

        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <h3 className="font-bold">
              Done ({summary.done.length} of {MODULE_COUNT} modules)
            </h3>
            {summary.done.length === 0 ? (
              <p className="text-slate-700">No module completed yet.</p>
            ) : (
              <ul className="mt-1 space-y-1">
                {summary.done.map((m) => (
                  <li key={m.stepName}>
                    <span aria-hidden="true" className="text-green-700">
                      ✓{" "}
                    </span>
                    {m.title}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="font-bold">Missing ({summary.missing.length})</h3>
            {summary.missing.length === 0 ? (
              <p className="text-slate-700">Every module is completed.</p>
            ) : (
              <ul className="mt-1 space-y-2">
                {summary.missing.map((m) => (
                  <li key={m.stepName}>
                    <span className="font-medium">{m.title}</span>{" "}
                    <span className="text-sm text-slate-600">({STATUS_TEXT[m.status]})</span>
                    {m.opensAfter ? (
                      <>
                        {" "}
                        <Link to={m.opensAfter.href} className="text-action">
                          {m.opensAfter.text}
                        </Link>
                      </>
                    ) : null}
                    {m.emptyFieldCount > 0 ? (
                      <p className="text-sm text-slate-700">
                        Empty: {m.emptyFields.join(", ")}
                        {m.emptyFieldCount > m.emptyFields.length
                          ? ` and ${m.emptyFieldCount - m.emptyFields.length} more`
                          : ""}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="competitors-heading" className="card">
        <h2 id="competitors-heading" className="text-xl font-bold">
          Competitors
        </h2>
        <div className="mt-3">
          <CompetitorView view={competitors} editHref={`/wizard/${app.id}?step=foundation`} />
        </div>
      </section>

      <section id="launch-copy" aria-labelledby="launch-copy-heading" className="card">
        <h2 id="launch-copy-heading" className="text-xl font-bold">
          Launch-copy check
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Your Creative and Launch texts, checked against Product Hunt&apos;s community rules.
        </p>
        <div className="mt-3">
          <LaunchCopyWarnings fields={launchCopy} showAllClear />
        </div>
      </section>

      <section aria-labelledby="export-heading" className="card">
        <h2 id="export-heading" className="text-xl font-bold">
          Export
        </h2>
        <p className="mt-1 break-words text-sm text-slate-700">
          The whole plan of {app.name}: answers, modules, content schedule and launch checklist.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <a href={`/apps/${app.id}/export.pdf`} className="btn-primary">
            Download PDF
          </a>
          <a href={`/apps/${app.id}/export.csv`} className="btn-secondary">
            Download CSV
          </a>
        </div>
      </section>
    </div>
  );
}
