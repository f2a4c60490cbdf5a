import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AppPicker, NoAppsYet } from "~/components/app-picker";
import { useFormReply } from "~/components/forms";
import { isoDate, safeTimeZone, todayIn, zonedParts } from "~/lib/dates";
import type { PageHandle } from "~/lib/edge-rules";
import { STEP_NAMES } from "~/lib/enums";
import { rowFormId } from "~/lib/forms";
import {
  aggregateWeekly,
  dailyProgressSeries,
  formatDay,
  formatNumber,
  KPI_METRICS,
  kpiMetric,
  kpiSourceLabel,
  latestTargets,
  summarizeMetric,
  weeklySeries,
  type WeekStartsOn,
} from "~/lib/kpi";
import { MODULE_TITLES } from "~/lib/wizard/module-titles";
import { listApps } from "~/models/app.server";
import {
  addKpiEntry,
  deleteKpiEntry,
  getAppAnalytics,
  KPI_CHANGED,
  kpiAddSchema,
  kpiDeleteSchema,
  kpiUpdateSchema,
  updateKpiEntry,
} from "~/models/kpi.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import {
  dispatchIntent,
  fieldProblem,
  formReply,
  type Intents,
  refusalResult,
} from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { basedOn, wantsJson, writeClaim } from "~/utils/queued-writes.server";
import { type PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

import { KPI_ADD_FORM, KPI_DELETE_FORM, KPI_EDIT_FORM } from "./kpi-forms";
import { KpiAddForm, KpiMetricSection } from "./kpi-log";
import { LineChart } from "./line-chart";
import { ModuleCompletion } from "./module-completion";

/** Edge rules (app/lib/edge-rules.ts): kept for reading offline, its KPI weeks saved there queued. */
export const handle = { title: "Analytics", edge: { offline: true } } satisfies PageHandle;

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

const ENTRY_NOT_FOUND = "This entry doesn't exist or isn't yours";

function kpiContext(user: PublicUser) {
  const weekStartsOn: WeekStartsOn = user.weekStart === 0 ? 0 : 1;
  return { weekStartsOn, today: todayIn(user.timeZone) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const apps = await listApps(user.tenantId);
  if (apps.length === 0) return { apps: [], view: null };
  const analytics = await getAppAnalytics(user.tenantId, url.searchParams.get("app") || apps[0].id);
  invariantResponse(analytics, APP_NOT_FOUND);

  const { weekStartsOn, today } = kpiContext(user);
  const metrics = KPI_METRICS.map((metric) => {
    const entries = analytics.kpiEntries.filter((e) => e.metric === metric.id);
    const weeks = aggregateWeekly(entries, metric.kind, weekStartsOn);
    return {
      id: metric.id,
      label: metric.label,
      hint: metric.hint,
      summary: summarizeMetric(weeks),
      series: weeklySeries(weeks),
      rows: entries.map((e) => ({
        id: e.id,
        week: isoDate(e.weekStart),
        value: e.value,
        target: e.target,
        source: kpiSourceLabel(e.source),
        version: e.updatedAt.toISOString(),
      })),
    };
  }).filter((metric) => metric.rows.length > 0);

  return {
    apps: apps.map((a) => ({ id: a.id, name: a.name })),
    view: {
      app: { id: analytics.id, name: analytics.name, progress: analytics.progress },
      modules: STEP_NAMES.map((stepName) => ({
        stepName,
        title: MODULE_TITLES[stepName],
        status: analytics.modules.find((m) => m.stepName === stepName)?.status ?? "not_started",
      })),
      progress: dailyProgressSeries(analytics.progressSnapshots, user.timeZone),
      metrics,
      targets: latestTargets(analytics.kpiEntries),
      // The browser's own checks, from the server's schemas (zod stays on the server).
      addConstraint: getZodConstraint(kpiAddSchema({ weekStartsOn, today })),
      editConstraint: getZodConstraint(kpiUpdateSchema),
      editId: url.searchParams.get("edit"),
      today,
      weekStartsOn,
    },
  };
}

export const intents = {
  "add-kpi": {
    form: KPI_ADD_FORM,
    run: async ({ ctx: user, formData, formId, intent, request }) => {
      const submission = parseWithZod(formData, { schema: kpiAddSchema(kpiContext(user)) });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      // A week queued offline carries a key (docs/decisions/081-queued-writes.md): saved once.
      const claim = writeClaim(request, formData, user.id, `kpi:${intent}`);
      const result = await addKpiEntry(user.tenantId, submission.value, claim);
      invariantResponse(result, APP_NOT_FOUND);
      if (wantsJson(request)) {
        return result.ok
          ? Response.json({ ok: true })
          : Response.json({ error: result.message }, { status: 400 });
      }
      if (!result.ok) return formReply(formId, submission.reply(fieldProblem(result)));
      const label = kpiMetric(submission.value.metric)?.label ?? submission.value.metric;
      return redirectWithSuccessToast(`/analytics?app=${submission.value.appId}`, {
        title: "Number saved",
        description: `${label} for the week of ${formatDay(isoDate(submission.value.weekOf))} is in the log.`,
      });
    },
  },
  "update-kpi": {
    // The row's own form shows the reply (one edit form per row).
    form: (formData) => rowFormId(KPI_EDIT_FORM, String(formData.get("entryId") ?? "")),
    run: async ({ ctx: user, formData, formId, intent, request }) => {
      const submission = parseWithZod(formData, { schema: kpiUpdateSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      // Queued offline: sent once, and a row changed elsewhere meanwhile is not overwritten.
      const claim = writeClaim(
        request,
        formData,
        user.id,
        `kpi:${intent}:${submission.value.entryId}`,
      );
      const entry = await updateKpiEntry(user.tenantId, submission.value, claim, basedOn(formData));
      if (wantsJson(request)) {
        if (!entry) return Response.json({ error: ENTRY_NOT_FOUND }, { status: 404 });
        if ("conflict" in entry) {
          return Response.json({ error: KPI_CHANGED, current: entry.conflict }, { status: 409 });
        }
        return Response.json({ entryId: entry.id, version: entry.version });
      }
      invariantResponse(entry, ENTRY_NOT_FOUND);
      if ("conflict" in entry) {
        const at = zonedParts(new Date(entry.conflict.updatedAt), safeTimeZone(user.timeZone));
        const theirs = formatNumber(entry.conflict.value);
        const message = `Changed on another device at ${at.time} (${at.date}) to ${theirs}. Your number is kept below: reload the page to see theirs, then save again if yours should stay.`;
        return formReply(formId, refusalResult(formData, message), { status: 409 });
      }
      return redirectWithSuccessToast(`/analytics?app=${entry.appId}`, {
        title: "Number updated",
        description: `${kpiMetric(entry.metric)?.label ?? entry.metric}, week of ${formatDay(isoDate(entry.weekStart))}: ${formatNumber(submission.value.value)}.`,
      });
    },
  },
  "delete-kpi": {
    form: (formData) => rowFormId(KPI_DELETE_FORM, String(formData.get("entryId") ?? "")),
    feedback: "toast",
    run: async ({ ctx: user, formData, formId }) => {
      const submission = parseWithZod(formData, { schema: kpiDeleteSchema });
      if (submission.status !== "success") {
        const message = "Choose a row to delete.";
        return formReply(formId, refusalResult(formData, message), {
          toast: { title: "Not deleted", description: message },
        });
      }
      const entry = await deleteKpiEntry(user.tenantId, submission.value.entryId);
      invariantResponse(entry, ENTRY_NOT_FOUND);
      return redirectWithSuccessToast(`/analytics?app=${entry.appId}`, {
        title: "Number deleted",
        description: `${kpiMetric(entry.metric)?.label ?? entry.metric}, week of ${formatDay(isoDate(entry.weekStart))}, was removed.`,
      });
    },
  },
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireUser(request), intents);
}

export default function AnalyticsPage() {
  const { apps, view } = useLoaderData<typeof loader>();
  const addReply = useFormReply(KPI_ADD_FORM);
  if (!view) return <NoAppsYet what="module completion, progress and your weekly numbers" />;
  const { app, modules, progress, metrics, editId, today, weekStartsOn } = view;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <AppPicker apps={apps} selectedId={app.id} action="/analytics" />

      <section aria-labelledby="completion-heading" className="card">
        <h2 id="completion-heading" className="break-words text-xl font-bold">
          Module completion: {app.name}
        </h2>
        <div className="mt-3">
          <ModuleCompletion appId={app.id} progress={app.progress} modules={modules} />
        </div>
        <p className="mt-3">
          <Link to={`/apps/${app.id}/results`} className="btn-secondary">
            Import store and analytics files
          </Link>
        </p>
      </section>

      <section aria-labelledby="progress-heading" className="card">
        <h2 id="progress-heading" className="text-xl font-bold">
          Progress over time
        </h2>
        {progress.length === 0 ? (
          <p className="mt-2 text-slate-700">
            No saves recorded yet. Every save in the wizards adds a point here.
          </p>
        ) : (
          <div className="mt-3">
            <p className="text-sm text-slate-600">
              The plan&apos;s progress at the end of each day with a save.
            </p>
            <LineChart
              title={`Progress of ${app.name} per day`}
              data={progress.map((p) => ({ label: formatDay(p.day, false), value: p.progress }))}
              labelHeader="Day"
              valueHeader="Progress"
              formatValue={(v) => `${formatNumber(v)}%`}
              yMax={100}
            />
          </div>
        )}
      </section>

      <section aria-labelledby="kpi-heading" className="card space-y-4">
        <div>
          <h2 id="kpi-heading" className="text-xl font-bold">
            Weekly numbers
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Record one number per metric and week (weeks start on{" "}
            {weekStartsOn === 0 ? "Sunday" : "Monday"}; change that in{" "}
            <a href="/preferences" className="underline">
              Preferences
            </a>
            ). Count what shows reach: visits, sign-ups and visits referred by Product Hunt. Product
            Hunt weighs votes, so a vote count is not reach. For emails, judge by clicks: opens are
            inflated by Apple Mail Privacy Protection.
          </p>
        </div>
        <KpiAddForm
          // A saved (or deleted) number draws a fresh add form: nothing carries over. A refused
          // one, or a jump from the error summary to a field, keeps the form as typed.
          key={`rows-${metrics.reduce((n, m) => n + m.rows.length, 0)}`}
          appId={app.id}
          today={today}
          targets={view.targets}
          reply={addReply}
          constraint={view.addConstraint}
        />
        {metrics.length === 0 ? (
          <p className="text-slate-700">No numbers yet. Add your first week above.</p>
        ) : (
          metrics.map((metric) => (
            <KpiMetricSection
              key={metric.id}
              metric={metric}
              appId={app.id}
              editId={editId}
              editConstraint={view.editConstraint}
            />
          ))
        )}
      </section>
    </div>
  );
}
