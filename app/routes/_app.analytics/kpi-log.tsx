import { Form } from "@remix-run/react";

import { appFormProps, ErrorSummary, Field, SelectField, useAppForm } from "~/components/forms";
import { QueueFields } from "~/components/queue-fields";
import type { ActionReply, FormConstraint } from "~/lib/forms";
import {
  formatDay,
  formatNumber,
  KPI_METRICS,
  type MetricSummary,
  type SeriesPoint,
} from "~/lib/kpi";

import { BarChart } from "./bar-chart";
import { KPI_ADD_FORM, KPI_LABELS, KPI_NUMBER_PROPS } from "./kpi-forms";
import { type KpiRow, KpiRowsTable } from "./kpi-rows-table";

export type KpiMetricView = {
  id: string;
  label: string;
  hint: string;
  summary: MetricSummary | null;
  series: SeriesPoint[];
  rows: KpiRow[];
};

export function KpiAddForm({
  appId,
  today,
  targets,
  reply,
  constraint,
}: {
  appId: string;
  today: string;
  /** Each metric's current target: the target field follows the chosen metric. */
  targets: Record<string, number>;
  reply: ActionReply | undefined;
  constraint: FormConstraint;
}) {
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: KPI_ADD_FORM,
    reply,
    constraint,
    defaultValue: { appId, metric: KPI_METRICS[0].id, weekOf: today },
  });
  const firstMetric = String(fields.metric.initialValue ?? KPI_METRICS[0].id);
  const knownTarget = (metric: string) =>
    targets[metric] === undefined ? "" : String(targets[metric]);
  return (
    <Form
      {...appFormProps(form)}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Add a weekly number"
    >
      <input type="hidden" name="appId" value={appId} />
      {/* A week queued offline is saved once (docs/decisions/081-queued-writes.md). */}
      <QueueFields />
      <div className="sm:col-span-2 lg:col-span-4">
        <ErrorSummary
          form={form}
          reply={reply}
          labels={KPI_LABELS}
          title="This entry was not saved"
        />
      </div>
      <SelectField
        meta={fields.metric}
        label="Metric"
        options={KPI_METRICS.map((metric) => ({ value: metric.id, label: metric.label }))}
        onChange={(event) => {
          // A target belongs to its metric: switching metric never carries one over.
          const target = event.currentTarget.form?.elements.namedItem("target");
          if (target instanceof HTMLInputElement) {
            target.value = "";
            target.placeholder = knownTarget(event.currentTarget.value);
          }
        }}
      />
      <Field
        meta={fields.weekOf}
        label="Week of"
        type="date"
        max={today}
        help="Any day of the week; it is saved under the week's first day."
      />
      <Field
        meta={fields.value}
        label="Number"
        type="number"
        inputMode="decimal"
        {...KPI_NUMBER_PROPS}
      />
      <Field
        meta={fields.target}
        label={
          <>
            Target <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        type="number"
        inputMode="decimal"
        {...KPI_NUMBER_PROPS}
        placeholder={knownTarget(firstMetric)}
        help="Leave it empty to keep this metric's latest target."
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
  editConstraint,
}: {
  metric: KpiMetricView;
  appId: string;
  editId: string | null;
  editConstraint: FormConstraint;
}) {
  const headingId = `metric-${metric.id}`;
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
      <div className="mt-3 overflow-x-auto">
        <KpiRowsTable
          metricLabel={metric.label}
          rows={metric.rows}
          appId={appId}
          editId={editId}
          editConstraint={editConstraint}
        />
      </div>
    </section>
  );
}
