import { Form, Link } from "@remix-run/react";
import { BarChart } from "~/components/charts/bar-chart";
import {
  FieldError,
  FormErrors,
  errorsFor,
  invalidProps,
  typedValue,
  type FormReply,
} from "~/components/form-feedback";
import {
  KPI_METRICS,
  KPI_VALUE_MAX,
  compareToTarget,
  formatDay,
  formatNumber,
  type MetricSummary,
  type SeriesPoint,
} from "~/lib/kpi";

export type KpiRow = { id: string; week: string; value: number; target: number | null };

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
  actionData,
}: {
  appId: string;
  today: string;
  actionData?: KpiActionData;
}) {
  const reply = replyFor(actionData, "add-kpi");
  const metricErrors = errorsFor(reply, "metric");
  const weekErrors = errorsFor(reply, "weekOf");
  const valueErrors = errorsFor(reply, "value");
  const targetErrors = errorsFor(reply, "target");
  return (
    <Form
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
          defaultValue={typedValue(reply, "metric", KPI_METRICS[0].id)}
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
      <div>
        <label htmlFor="kpi-value" className="field-label">
          Number
        </label>
        <input
          id="kpi-value"
          name="value"
          type="number"
          inputMode="decimal"
          required
          min={0}
          max={KPI_VALUE_MAX}
          step="any"
          defaultValue={typedValue(reply, "value")}
          className="field-input"
          {...invalidProps("kpi-value-error", valueErrors)}
        />
        <FieldError id="kpi-value-error" errors={valueErrors} />
      </div>
      <div>
        <label htmlFor="kpi-target" className="field-label">
          Target <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id="kpi-target"
          name="target"
          type="number"
          inputMode="decimal"
          min={0}
          max={KPI_VALUE_MAX}
          step="any"
          defaultValue={typedValue(reply, "target")}
          className="field-input"
          {...invalidProps("kpi-target-error", targetErrors)}
        />
        <FieldError id="kpi-target-error" errors={targetErrors} />
      </div>
      <div className="sm:col-span-2 lg:col-span-4">
        <button type="submit" name="intent" value="add-kpi" className="btn-primary">
          Add number
        </button>
      </div>
    </Form>
  );
}

function TargetStatus({ value, target }: { value: number; target: number | null }) {
  const comparison = compareToTarget(value, target);
  if (comparison.status === "none") return <span className="text-slate-600">—</span>;
  return comparison.status === "met" ? (
    <span className="font-semibold text-green-800">Met ({comparison.percent}%)</span>
  ) : (
    <span className="font-semibold text-amber-800">
      Below ({comparison.percent}%, {formatNumber(comparison.difference)})
    </span>
  );
}

function EditRow({
  row,
  appId,
  actionData,
}: {
  row: KpiRow;
  appId: string;
  actionData?: KpiActionData;
}) {
  const reply = replyFor(actionData, "update-kpi", row.id);
  const valueErrors = errorsFor(reply, "value");
  const targetErrors = errorsFor(reply, "target");
  const formId = `kpi-edit-${row.id}`;
  return (
    <tr id={`kpi-${row.id}`} className="bg-brand-50">
      <th scope="row" className="px-2 py-2 text-left font-medium">
        {formatDay(row.week)}
      </th>
      <td className="px-2 py-2" colSpan={4}>
        <Form
          method="post"
          id={formId}
          className="grid gap-2 sm:grid-cols-2"
          aria-label={`Edit the week of ${formatDay(row.week)}`}
        >
          <input type="hidden" name="entryId" value={row.id} />
          <input type="hidden" name="appId" value={appId} />
          <div className="sm:col-span-2">
            <FormErrors reply={reply} />
          </div>
          <div>
            <label htmlFor={`${formId}-value`} className="field-label">
              Number
            </label>
            <input
              id={`${formId}-value`}
              name="value"
              type="number"
              required
              min={0}
              max={KPI_VALUE_MAX}
              step="any"
              defaultValue={typedValue(reply, "value", String(row.value))}
              className="field-input"
              {...invalidProps(`${formId}-value-error`, valueErrors)}
            />
            <FieldError id={`${formId}-value-error`} errors={valueErrors} />
          </div>
          <div>
            <label htmlFor={`${formId}-target`} className="field-label">
              Target
            </label>
            <input
              id={`${formId}-target`}
              name="target"
              type="number"
              min={0}
              max={KPI_VALUE_MAX}
              step="any"
              defaultValue={typedValue(
                reply,
                "target",
                row.target === null ? "" : String(row.target),
              )}
              className="field-input"
              {...invalidProps(`${formId}-target-error`, targetErrors)}
            />
            <FieldError id={`${formId}-target-error`} errors={targetErrors} />
          </div>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <button type="submit" name="intent" value="update-kpi" className="btn-primary">
              Save changes
            </button>
            <Link to={`?app=${appId}`} className="btn-ghost" preventScrollReset>
              Cancel
            </Link>
          </div>
        </Form>
      </td>
    </tr>
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
        <table className="w-full min-w-[20rem] text-left text-sm">
          <caption className="sr-only">{metric.label}: recorded weeks</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="px-2 py-2 font-semibold">
                Week of
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Number
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Target
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Against target
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {metric.rows.map((row) =>
              row.id === editId ? (
                <EditRow key={row.id} row={row} appId={appId} actionData={actionData} />
              ) : (
                <tr key={row.id} id={`kpi-${row.id}`} className="border-b border-slate-100">
                  <th scope="row" className="px-2 py-2 font-medium">
                    {formatDay(row.week)}
                  </th>
                  <td className="px-2 py-2">{formatNumber(row.value)}</td>
                  <td className="px-2 py-2">
                    {row.target === null ? "—" : formatNumber(row.target)}
                  </td>
                  <td className="px-2 py-2">
                    <TargetStatus value={row.value} target={row.target} />
                  </td>
                  <td className="px-2 py-2">
                    <div className="flex flex-wrap items-center gap-1">
                      <Link
                        to={`?app=${appId}&edit=${row.id}#kpi-${row.id}`}
                        aria-label={`Edit ${metric.label}, week of ${formatDay(row.week)}`}
                        className="btn-ghost min-h-[36px] px-2 py-1"
                        preventScrollReset
                      >
                        Edit
                      </Link>
                      <Form method="post">
                        <input type="hidden" name="entryId" value={row.id} />
                        <input type="hidden" name="appId" value={appId} />
                        <button
                          type="submit"
                          name="intent"
                          value="delete-kpi"
                          aria-label={`Delete ${metric.label}, week of ${formatDay(row.week)}`}
                          className="btn-ghost min-h-[36px] px-2 py-1 text-red-700"
                        >
                          Delete
                        </button>
                      </Form>
                    </div>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
