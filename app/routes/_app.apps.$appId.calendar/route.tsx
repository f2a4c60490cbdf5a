// One app's marketing calendar: the same month and agenda views, filtered to the app.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { CalendarViews } from "~/components/calendar/calendar-view";
import { calendarViewData } from "~/lib/calendar";
import { safeTimeZone } from "~/lib/dates";
import type { PageHandle } from "~/lib/edge-rules";
import { calendarApp, listCalendarItems } from "~/models/calendar.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";

/**
 * Edge rules (app/lib/edge-rules.ts): kept for reading offline, tagged for a 304 before it runs.
 * The calendar shows the app, its launch day, its content module's posts and its tasks.
 */
export const handle = {
  title: "App calendar",
  edge: { offline: true, tag: { of: "app", reads: ["App", "Module", "ChecklistTask"] } },
} satisfies PageHandle;

// The title names the app: the offline list shows kept pages by their title (public/sw.js).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${handle.title} · ${data ? `${data.app.name} · ` : ""}App Marketing Machine` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const app = await calendarApp(user.tenantId, params.appId ?? "");
  invariantResponse(app, APP_NOT_FOUND);
  const items = await listCalendarItems(user.tenantId, { appId: app.id });
  const timeZone = safeTimeZone(user.timeZone);
  return {
    app,
    timeZone,
    calendar: calendarViewData(items, {
      basePath: `/apps/${app.id}/calendar`,
      searchParams: new URL(request.url).searchParams,
      timeZone,
      weekStart: user.weekStart,
      showAppName: false,
    }),
    hasItems: items.length > 0,
  };
}

export default function AppCalendarPage() {
  const { app, timeZone, calendar, hasItems } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-3 sm:p-6">
      <div className="space-y-1">
        <h2 className="break-words text-2xl font-bold">{app.name}: calendar</h2>
        <p className="text-slate-700">
          This app&apos;s content posts, checklist tasks and launch day. Times are in your time
          zone, {timeZone}.
        </p>
        <nav aria-label="Related pages" className="related-links">
          <Link to={`/apps/${app.id}/checklist`} className="font-semibold text-brand-700 underline">
            Launch checklist
          </Link>
          <Link to="/calendar" className="font-semibold text-brand-700 underline">
            All apps&apos; calendar and subscription link
          </Link>
          <a
            href={`/calendar.ics?appId=${app.id}`}
            download
            className="font-semibold text-brand-700 underline"
          >
            Download .ics file
          </a>
        </nav>
      </div>
      <CalendarViews
        data={calendar}
        empty={
          hasItems ? (
            <p>Nothing planned this month. Use the arrows to see other months.</p>
          ) : (
            <p>
              Nothing planned yet.{" "}
              <Link to={`/wizard/${app.id}?step=content`} className="font-semibold underline">
                Pick content ideas
              </Link>{" "}
              or{" "}
              <Link to={`/apps/${app.id}/checklist`} className="font-semibold underline">
                set a launch date
              </Link>{" "}
              and the dates appear here.
            </p>
          )
        }
      />
    </div>
  );
}
