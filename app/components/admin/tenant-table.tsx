import { Form, Link } from "@remix-run/react";

import { RowActionForm, TableHeadRow } from "~/components/data-table";
import { ButtonForm } from "~/components/forms/button-form";
import { confirmSuspendHref, tenantStatusFormId } from "~/lib/admin-stats";
import { statusLabel } from "~/lib/billing-display";
import { TENANT_SEARCH_MAX } from "~/lib/limits";

export type TenantTableRow = {
  id: string;
  companyName: string;
  status: string;
  ownerEmail: string | null;
  userCount: number;
  appCount: number;
  renewalLabel: string;
  createdLabel: string;
  canSuspend: boolean;
};

export type TenantTablePage = {
  page: number;
  totalPages: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
};

type Filters = { q: string; status: string };

export const STATUS_FILTER_OPTIONS = [
  { value: "all", label: "All statuses" },
  { value: "active", label: "Active" },
  { value: "trial", label: "Free Trial" },
  { value: "expired", label: "Expired" },
  { value: "canceled", label: "Canceled" },
] as const;

/** The query string for the table with these filters; defaults are left out. */
export function tenantQuery(filters: Filters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status !== "all") params.set("status", filters.status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The Suspend confirmation: a real form, so it works without JavaScript too. */
export function SuspendConfirmation({
  tenant,
  formAction,
}: {
  tenant: { id: string; companyName: string };
  formAction: string;
}) {
  return (
    <ButtonForm
      id={tenantStatusFormId("suspend", tenant.id)}
      action={formAction}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">
        {tenant.companyName} will still be able to sign in and read, but nobody in it can save
        anything until an admin reactivates it.
      </p>
      <input type="hidden" name="tenantId" value={tenant.id} />
      <input type="hidden" name="confirmed" value="yes" />
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={formAction} preventScrollReset replace className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" name="intent" value="suspend" className="btn-danger">
          Suspend tenant
        </button>
      </div>
    </ButtonForm>
  );
}

/** A GET form: the filters live in the URL, so they work with JavaScript off and can be shared. */
export function TenantFilterForm({ filters }: { filters: Filters }) {
  return (
    <Form
      method="get"
      action="/admin"
      className="flex flex-wrap items-end gap-3"
      role="search"
      aria-label="Filter tenants"
    >
      <div className="min-w-[12rem] flex-1">
        <label htmlFor="tenant-search" className="field-label">
          Search company name
        </label>
        <input
          id="tenant-search"
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={TENANT_SEARCH_MAX}
          placeholder="e.g. Acme"
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor="tenant-status" className="field-label">
          Status
        </label>
        <select
          id="tenant-status"
          name="status"
          defaultValue={filters.status}
          className="field-input"
        >
          {STATUS_FILTER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        Apply filters
      </button>
      {filters.q || filters.status !== "all" ? (
        <Link to="/admin" className="btn-ghost">
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

const STATUS_BADGE: Record<string, string> = {
  active: "bg-green-100 text-green-800",
  trial: "bg-blue-100 text-blue-800",
  expired: "bg-amber-100 text-amber-900",
  canceled: "bg-slate-200 text-slate-800",
};

const TENANT_COLUMNS = ["Company", "Status", "Users", "Apps", "Renewal", "Created", "Actions"];

export function TenantTable({ rows, formAction }: { rows: TenantTableRow[]; formAction: string }) {
  if (rows.length === 0) {
    return <p className="py-6 text-center text-slate-700">No tenants match these filters.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Tenants</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <TableHeadRow columns={TENANT_COLUMNS} />
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} data-testid="tenant-row">
              <th scope="row" className="py-2 pr-3 font-medium">
                <span className="block break-words">{row.companyName}</span>
                {row.ownerEmail ? (
                  <span className="block text-xs font-normal text-slate-600">{row.ownerEmail}</span>
                ) : null}
              </th>
              <td className="py-2 pr-3">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_BADGE[row.status] ?? ""}`}
                >
                  {statusLabel(row.status)}
                </span>
              </td>
              <td className="py-2 pr-3">{row.userCount}</td>
              <td className="py-2 pr-3">{row.appCount}</td>
              <td className="py-2 pr-3">{row.renewalLabel || "—"}</td>
              <td className="py-2 pr-3">{row.createdLabel}</td>
              <td className="py-2">
                <div className="flex flex-wrap gap-1">
                  <Link
                    to={`/admin/tenants/${row.id}`}
                    className="btn-ghost min-h-[36px] px-2"
                    aria-label={`View ${row.companyName}`}
                  >
                    View
                  </Link>
                  <Link
                    to={`/admin/tenants/${row.id}?edit=true`}
                    className="btn-ghost min-h-[36px] px-2"
                    aria-label={`Edit ${row.companyName}`}
                  >
                    Edit
                  </Link>
                  {row.canSuspend ? (
                    // Suspend only asks: the confirmation dialog lives in the URL.
                    <Link
                      to={confirmSuspendHref(formAction, row.id)}
                      preventScrollReset
                      className="btn-ghost min-h-[36px] px-2 text-red-700"
                      aria-label={`Suspend ${row.companyName}`}
                    >
                      Suspend
                    </Link>
                  ) : (
                    <RowActionForm
                      action={formAction}
                      idName="tenantId"
                      id={row.id}
                      intent="reactivate"
                      className="btn-ghost min-h-[36px] px-2 text-green-800"
                      ariaLabel={`Reactivate ${row.companyName}`}
                    >
                      Reactivate
                    </RowActionForm>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous / Next are links only when that page exists; otherwise they are shown disabled. */
export function TenantPagination({ page, filters }: { page: TenantTablePage; filters: Filters }) {
  const pageLink = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link
        to={`/admin${tenantQuery(filters, target)}`}
        className="btn-secondary"
        rel={label === "Next" ? "next" : "prev"}
      >
        {label}
      </Link>
    ) : (
      <span
        role="link"
        aria-disabled="true"
        className="btn-secondary cursor-not-allowed opacity-50"
      >
        {label}
      </span>
    );
  return (
    <nav aria-label="Tenant pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        Page {page.page} of {page.totalPages} · {page.total}{" "}
        {page.total === 1 ? "tenant" : "tenants"}
      </p>
      <div className="flex gap-2">
        {pageLink(page.page - 1, "Previous", page.hasPrevious)}
        {pageLink(page.page + 1, "Next", page.hasNext)}
      </div>
    </nav>
  );
}
