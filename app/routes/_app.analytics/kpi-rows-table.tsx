// The recorded weeks of one metric: a row per week with Edit and Delete, and the row being
// edited (?edit=<id>) as an inline form.
import { Form, Link } from "@remix-run/react";

import {
  appFormProps,
  ButtonForm,
  ErrorSummary,
  Field,
  useAppForm,
  useFormReply,
} from "~/components/forms";
import { QueueFields } from "~/components/queue-fields";
import { type FormConstraint, rowFormId } from "~/lib/forms";
import { compareToTarget, formatDay, formatNumber } from "~/lib/kpi";

import { KPI_DELETE_FORM, KPI_EDIT_FORM, KPI_LABELS, KPI_NUMBER_PROPS } from "./kpi-forms";

export type KpiRow = {
  id: string;
  week: string;
  value: number;
  target: number | null;
  /** "typed", or where the imported days came from ("from Play Console"). */
  source: string;
  /** When the row was last saved (ISO): an edit queued offline does not overwrite a later one. */
  version?: string;
};

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
  constraint,
}: {
  row: KpiRow;
  appId: string;
  constraint: FormConstraint;
}) {
  const reply = useFormReply(rowFormId(KPI_EDIT_FORM, row.id));
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: rowFormId(KPI_EDIT_FORM, row.id),
    reply,
    constraint,
    defaultValue: {
      value: String(row.value),
      target: row.target === null ? "" : String(row.target),
    },
  });
  return (
    <tr id={`kpi-${row.id}`} className="bg-brand-50">
      <th scope="row" className="px-2 py-2 text-left font-medium">
        {formatDay(row.week)}
      </th>
      <td className="px-2 py-2" colSpan={4}>
        <Form
          {...appFormProps(form)}
          className="grid gap-2 sm:grid-cols-2"
          aria-label={`Edit the week of ${formatDay(row.week)}`}
        >
          <input type="hidden" name="entryId" value={row.id} />
          <input type="hidden" name="appId" value={appId} />
          <QueueFields version={row.version ?? null} />
          <div className="sm:col-span-2">
            <ErrorSummary
              form={form}
              reply={reply}
              labels={KPI_LABELS}
              title="This entry was not saved"
            />
          </div>
          <Field meta={fields.value} label="Number" type="number" {...KPI_NUMBER_PROPS} />
          <Field meta={fields.target} label="Target" type="number" {...KPI_NUMBER_PROPS} />
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

/** A row's Delete button; a refused delete says why above it, in the pattern's summary. */
function DeleteForm({
  row,
  metricLabel,
  appId,
}: {
  row: KpiRow;
  metricLabel: string;
  appId: string;
}) {
  return (
    <ButtonForm id={rowFormId(KPI_DELETE_FORM, row.id)} title="Not deleted" className="space-y-2">
      <input type="hidden" name="entryId" value={row.id} />
      <input type="hidden" name="appId" value={appId} />
      <button
        type="submit"
        name="intent"
        value="delete-kpi"
        aria-label={`Delete ${metricLabel}, week of ${formatDay(row.week)}`}
        className="btn-ghost min-h-[36px] px-2 py-1 text-red-700"
      >
        Delete
      </button>
    </ButtonForm>
  );
}

export function KpiRowsTable({
  metricLabel,
  rows,
  appId,
  editId,
  editConstraint,
}: {
  metricLabel: string;
  rows: KpiRow[];
  appId: string;
  editId: string | null;
  editConstraint: FormConstraint;
}) {
  return (
    <table className="w-full min-w-[20rem] text-left text-sm">
      <caption className="sr-only">{metricLabel}: recorded weeks</caption>
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
        {rows.map((row) =>
          row.id === editId ? (
            <EditRow key={row.id} row={row} appId={appId} constraint={editConstraint} />
          ) : (
            <tr key={row.id} id={`kpi-${row.id}`} className="border-b border-slate-100">
              <th scope="row" className="px-2 py-2 font-medium">
                {formatDay(row.week)}
              </th>
              <td className="px-2 py-2">
                {formatNumber(row.value)}
                <span className="block text-xs text-slate-600" data-testid="kpi-source">
                  {row.source}
                </span>
              </td>
              <td className="px-2 py-2">{row.target === null ? "—" : formatNumber(row.target)}</td>
              <td className="px-2 py-2">
                <TargetStatus value={row.value} target={row.target} />
              </td>
              <td className="px-2 py-2">
                <div className="flex flex-wrap items-center gap-1">
                  <Link
                    to={`?app=${appId}&edit=${row.id}#kpi-${row.id}`}
                    aria-label={`Edit ${metricLabel}, week of ${formatDay(row.week)}`}
                    className="btn-ghost min-h-[36px] px-2 py-1"
                    preventScrollReset
                  >
                    Edit
                  </Link>
                  <DeleteForm row={row} metricLabel={metricLabel} appId={appId} />
                </div>
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}
