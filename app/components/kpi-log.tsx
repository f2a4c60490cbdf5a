import { Form, useLocation } from "@remix-run/react";
import { useRef } from "react";

import { BarChart } from "~/components/charts/bar-chart";
import {
  errorsFor,
  FieldError,
  FormErrors,
  type FormReply,
  invalidProps,
  typedValue,
} from "~/components/form-feedback";
import { KpiNumberField } from "~/components/kpi/number-field";
import { type KpiRow, KpiRowsTable } from "~/components/kpi/rows-table";
import {
  formatDay,
  formatNumber,
  KPI_METRICS,
  type MetricSummary,
  type SeriesPoint,
} from "~/lib/kpi";

export type KpiMetricView = {
  id: string;
  label: string;
  hint: string;
  summary: MetricSummary | null;
  series: SeriesPoint[];
  rows: KpiRow[];
};

export type KpiActionData = { intent: string; entryId?: string; reply: FormReply };

function replyFor(actionData: KpiActionData | undefined, intent: string, entryId?: string) {
  if (!actionData || actionData.intent !== intent) return undefined;
  if (entryId !== undefined && actionData.entryId !== entryId) return undefined;
  return actionData.reply;
}

export function KpiAddForm({
  appId,
  today,
  targets,
  actionData,
}: {
  appId: string;
  today: string;
  /** Each metric's current target: the target field follows the chosen metric. */
  targets: Record<string, number>;
  actionData?: KpiActionData;
}) {
  const reply = replyFor(actionData, "add-kpi");
  // A new location (after a saved number) draws a fresh form: nothing carries over.
  const { key } = useLocation();
  const targetRef = useRef<HTMLInputElement>(null);
  const firstMetric = typedValue(reply, "metric", KPI_METRICS[0].id);
  const knownTarget = (metric: string) =>
    targets[metric] === undefined ? "" : String(targets[metric]);
  const metricErrors = errorsFor(reply, "metric");
  const weekErrors = errorsFor(reply, "weekOf");
  return (
    <Form
      key={reply ? "reply" : key}
      method="post"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Add a weekly number"
    >
      <input type="hidden" name="appId" value={appId} />
      <div className="sm:col-span-2 lg:col-span-4">
        <FormErrors reply={reply} />
      </div>
      <div>
        <label htmlFor="kpi-metric" className="field-label">
          Metric
        </label>
        <select
          id="kpi-metric"
          name="metric"
          required
          defaultValue={firstMetric}
          onChange={(event) => {
            // A target belongs to its metric: switching metric never carries one over.
            if (targetRef.current) {
              targetRef.current.value = "";
              targetRef.current.placeholder = knownTarget(event.currentTarget.value);
            }
          }}
          className="field-input"
          {...invalidProps("kpi-metric-error", metricErrors)}
        >
          {KPI_METRICS.map((metric) => (
            <option key={metric.id} value={metric.id}>
              {metric.label}
            </option>
          ))}
        </select>
        <FieldError id="kpi-metric-error" errors={metricErrors} />
      </div>
      <div>
        <label htmlFor="kpi-week" className="field-label">
          Week of
        </label>
        <input
          id="kpi-week"
          name="weekOf"
          type="date"
          required
          max={today}
          defaultValue={typedValue(reply, "weekOf", today)}
          className="field-input"
          {...invalidProps("kpi-week-error", weekErrors)}
        />
        <p className="field-hint">
          Any day of the week; it is saved under the week&apos;s first day.
        </p>
        <FieldError id="kpi-week-error" errors={weekErrors} />
      </div>
      <KpiNumberField
        id="kpi-value"
        name="value"
        label="Number"
        required
        inputMode="decimal"
        defaultValue={typedValue(reply, "value")}
        errors={errorsFor(reply, "value")}
      />
      <KpiNumberField
        id="kpi-target"
        name="target"
        label={
          <>
            Target <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        inputMode="decimal"
        inputRef={targetRef}
        defaultValue={typedValue(reply, "target")}
        placeholder={knownTarget(firstMetric)}
        hint="Leave it empty to keep this metric's latest target."
        errors={errorsFor(reply, "target")}
      />
      <div className="sm:col-span-2 lg:col-span-4">
        <button type="submit" name="intent" value="add-kpi" className="btn-primary">
          Add number
        </button>
      </div>
    </Form>
  );
}

export function KpiMetricSection({
  metric,
  appId,
  editId,
  actionData,
}: {
  metric: KpiMetricView;
  appId: string;
  editId: string | null;
  actionData?: KpiActionData;
}) {
  const headingId = `metric-${metric.id}`;
  const deleteReply = actionData?.intent === "delete-kpi" ? actionData.reply : undefined;
  const deleteFailedHere = deleteReply && metric.rows.some((r) => r.id === actionData?.entryId);
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-lg font-bold">
        {metric.label}
      </h3>
      <p className="text-sm text-slate-600">{metric.hint}</p>
      {metric.summary ? (
        <p className="mt-2 text-sm text-slate-800" data-testid={`summary-${metric.id}`}>
          Week of {formatDay(metric.summary.latest.week)}:{" "}
          <strong>{formatNumber(metric.summary.latest.value)}</strong>
          {metric.summary.change !== null
            ? ` (${metric.summary.change >= 0 ? "+" : ""}${formatNumber(metric.summary.change)} on the week before)`
            : ""}
          {metric.summary.comparison.status === "met"
            ? ` — target met (${metric.summary.comparison.percent}%)`
            : metric.summary.comparison.status === "below"
              ? ` — ${metric.summary.comparison.percent}% of the target`
              : ""}
        </p>
      ) : null}
      <div className="mt-3">
        <BarChart
          title={`${metric.label} per week`}
          data={metric.series.map((p) => ({
            label: formatDay(p.week, false),
            value: p.value,
            target: p.target,
          }))}
          labelHeader="Week of"
          valueHeader={metric.label}
          formatValue={formatNumber}
        />
      </div>
      {deleteFailedHere ? <FormErrors reply={deleteReply} /> : null}
      <div className="mt-3 overflow-x-auto">
        <KpiRowsTable
          metricLabel={metric.label}
          rows={metric.rows}
          appId={appId}
          editId={editId}
          editReply={editId === null ? undefined : replyFor(actionData, "update-kpi", editId)}
        />
      </div>
    </section>
  );
}
