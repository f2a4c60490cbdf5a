// The admin dashboard (admins only): the four stats, announcements, and the tenant table with
// its URL filters, paging and row actions. Every action is a form post that works without
// JavaScript and comes back to the same filtered page with a toast.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AdminStatsCards } from "~/components/admin/stats-cards";
import {
  SuspendConfirmation,
  TenantFilterForm,
  TenantPagination,
  tenantQuery,
  TenantTable,
} from "~/components/admin/tenant-table";
import { UrlDialog } from "~/components/dashboard/url-dialog";
import { useFormReply } from "~/components/forms";
import { formatDay } from "~/lib/billing-display";
import { rowFormId } from "~/lib/forms";
import { ANNOUNCEMENT_MESSAGE_MAX, ANNOUNCEMENT_TITLE_MAX } from "~/lib/limits";
import {
  announcementFormSchema,
  createAnnouncement,
  deactivateAnnouncement,
  listAnnouncements,
} from "~/models/announcement.server";
import { SUSPENDABLE_STATUSES } from "~/models/tenant.server";
import { getAdminStats, listTenants, tenantFiltersFromUrl } from "~/models/tenant-list.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { dispatchIntent, failedToast, formReply, type Intents } from "~/utils/form.server";
import { requireAdmin } from "~/utils/guards.server";
import { invariantResponse } from "~/utils/http";
import { type PublicUser } from "~/utils/session.server";
import { reactivateIntent, suspendIntent } from "~/utils/tenant-status.server";
import { ANNOUNCEMENT_FAILED_TITLE, redirectWithSuccessToast } from "~/utils/toast.server";

import { ANNOUNCEMENT_FORM, AnnouncementForm, AnnouncementList } from "./announcement-panel";

export const handle = { title: "Admin" };

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = tenantFiltersFromUrl(params);
  const [stats, list, announcements] = await Promise.all([
    getAdminStats(),
    listTenants(filters),
    listAnnouncements(),
  ]);
  const { tenants, ...page } = list;
  const day = (date: Date | null) => formatDay(date, admin.timeZone);
  // ?confirm=suspend&tenant=<id>: the Suspend confirmation for a tenant listed on this page.
  const confirming =
    params.get("confirm") === "suspend"
      ? tenants.find(
          (tenant) =>
            tenant.id === params.get("tenant") && SUSPENDABLE_STATUSES.includes(tenant.status),
        )
      : undefined;
  return {
    confirmSuspend: confirming ? { id: confirming.id, companyName: confirming.companyName } : null,
    stats,
    filters: { q: filters.q, status: filters.status },
    page: {
      page: page.page,
      totalPages: page.totalPages,
      total: page.total,
      hasPrevious: page.hasPrevious,
      hasNext: page.hasNext,
    },
    tenants: tenants.map((tenant) => ({
      id: tenant.id,
      companyName: tenant.companyName,
      status: tenant.status,
      ownerEmail: tenant.ownerEmail,
      userCount: tenant.userCount,
      appCount: tenant.appCount,
      renewalLabel: day(tenant.renewalDate),
      createdLabel: day(tenant.createdAt),
      canSuspend: SUSPENDABLE_STATUSES.includes(tenant.status),
    })),
    announcements: announcements.map((announcement) => ({
      id: announcement.id,
      title: announcement.title,
      message: announcement.message,
      isActive: announcement.isActive,
      createdAtLabel: day(announcement.createdAt),
    })),
    limits: { title: ANNOUNCEMENT_TITLE_MAX, message: ANNOUNCEMENT_MESSAGE_MAX },
    announcementConstraint: getZodConstraint(announcementFormSchema),
  };
}

type AdminContext = { admin: PublicUser; back: string };

async function adminContext({ request }: ActionFunctionArgs): Promise<AdminContext> {
  const admin = await requireAdmin(request);
  // Back to the same filtered page of the table.
  return { admin, back: `/admin${new URL(request.url).search}` };
}

export const intents = {
  "create-announcement": {
    form: ANNOUNCEMENT_FORM,
    failureTitle: ANNOUNCEMENT_FAILED_TITLE,
    run: async ({ ctx: { admin, back }, formData, formId }) => {
      const submission = parseWithZod(formData, { schema: announcementFormSchema });
      if (submission.status !== "success") {
        const result = submission.reply();
        return formReply(formId, result, {
          toast: failedToast(ANNOUNCEMENT_FAILED_TITLE, result),
        });
      }
      const created = await createAnnouncement(admin.id, submission.value);
      return redirectWithSuccessToast(back, {
        title: "Announcement created",
        description: created.isActive
          ? "The announcement has been published to all users."
          : "It is saved as inactive, so users don't see it.",
      });
    },
  },
  "deactivate-announcement": {
    form: (formData) =>
      rowFormId("deactivate-announcement", String(formData.get("announcementId") ?? "")),
    feedback: "toast",
    run: async ({ ctx: { back }, formData }) => {
      const done = await deactivateAnnouncement(String(formData.get("announcementId") ?? ""));
      invariantResponse(done, "This announcement doesn't exist");
      return redirectWithSuccessToast(back, {
        title: "Announcement deactivated",
        description: "Users no longer see it in their notifications.",
      });
    },
  },
  // The posted tenant; back to the same page of the table.
  suspend: suspendIntent,
  reactivate: reactivateIntent,
} satisfies Intents<AdminContext>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, adminContext, intents);
}

export default function AdminDashboard() {
  const {
    stats,
    filters,
    page,
    tenants,
    announcements,
    limits,
    announcementConstraint,
    confirmSuspend,
  } = useLoaderData<typeof loader>();
  const announcementReply = useFormReply(ANNOUNCEMENT_FORM);
  const formAction = `/admin${tenantQuery(filters, page.page)}`;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <AdminStatsCards stats={stats} />
      <p className="text-sm">
        <Link to="/admin/messages" className="font-semibold text-brand-700 underline">
          Support messages
        </Link>{" "}
        from the Help page&rsquo;s contact form.{" "}
        <Link to="/admin/outbox" className="font-semibold text-brand-700 underline">
          Email outbox
        </Link>
        : what waits to be sent, what went out, what failed.
      </p>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="new-announcement-heading" className="card">
          <h2 id="new-announcement-heading" className="mb-1 text-lg font-bold">
            New announcement
          </h2>
          <p className="mb-4 text-sm text-slate-700">
            Active announcements appear in every user&apos;s notifications bell.
          </p>
          <AnnouncementForm
            key={announcements[0]?.id ?? "first"}
            reply={announcementReply}
            limits={limits}
            constraint={announcementConstraint}
            action={formAction}
          />
        </section>
        <section aria-labelledby="announcements-heading" className="card">
          <h2 id="announcements-heading" className="mb-3 text-lg font-bold">
            Announcements
          </h2>
          <AnnouncementList announcements={announcements} action={formAction} />
        </section>
      </div>

      <section aria-labelledby="tenants-heading" className="card space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="tenants-heading" className="text-lg font-bold">
            Tenants
          </h2>
          {/* A plain link: the browser downloads the file, with or without JavaScript. */}
          <a href={`/admin/tenants.csv${tenantQuery(filters)}`} className="btn-secondary" download>
            Export CSV
          </a>
        </div>
        <TenantFilterForm key={`${filters.q}|${filters.status}`} filters={filters} />
        <TenantTable rows={tenants} formAction={formAction} />
        <TenantPagination page={page} filters={filters} />
      </section>
      {confirmSuspend ? (
        <UrlDialog
          titleId="suspend-tenant-title"
          title={`Suspend ${confirmSuspend.companyName}?`}
          closeHref={formAction}
        >
          <SuspendConfirmation tenant={confirmSuspend} formAction={formAction} />
        </UrlDialog>
      ) : null}
    </div>
  );
}
