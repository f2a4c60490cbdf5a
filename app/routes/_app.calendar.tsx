// The marketing calendar of all the tenant's apps: month and agenda views (?view=month|agenda,
// ?month=YYYY-MM) rendered on the server, an .ics download and the private subscription link.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { CalendarViews } from "~/components/calendar/calendar-view";
import { FeedPanel } from "~/components/calendar/feed-panel";
import { PersonalFeedPanel } from "~/components/calendar/personal-feed-panel";
import { calendarViewData } from "~/lib/calendar";
import { safeTimeZone } from "~/lib/dates";
import {
  getCalendarToken,
  getPersonalCalendarToken,
  listCalendarItems,
  regenerateCalendarToken,
  regeneratePersonalCalendarToken,
  revokeCalendarToken,
  revokePersonalCalendarToken,
} from "~/models/calendar.server";
import { getUserSubscription } from "~/models/subscription.server";
import { requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { dataWithErrorToast, redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Marketing Calendar" };

export const meta: MetaFunction = () => [{ title: "Marketing calendar · App Marketing Machine" }];

function feedUrlFor(request: Request, token: string) {
  return new URL(`/calendar/feed/${token}.ics`, request.url).toString();
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const [items, token, personalToken] = await Promise.all([
    listCalendarItems(user.tenantId),
    getCalendarToken(user.tenantId),
    getPersonalCalendarToken(user.id),
  ]);
  return {
    calendar: calendarViewData(items, {
      basePath: "/calendar",
      searchParams: url.searchParams,
      timeZone: safeTimeZone(user.timeZone),
      weekStart: user.weekStart,
      showAppName: true,
    }),
    timeZone: safeTimeZone(user.timeZone),
    feedUrl: token ? feedUrlFor(request, token) : null,
    personalFeedUrl: personalToken ? feedUrlFor(request, personalToken) : null,
    hasItems: items.length > 0,
  };
}

const FEED_INTENTS = new Set(["create-feed", "regenerate-feed", "revoke-feed"]);
const MY_FEED_INTENTS = new Set(["create-my-feed", "regenerate-my-feed", "revoke-my-feed"]);

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  const back = `/calendar${new URL(request.url).search}`;
  if (MY_FEED_INTENTS.has(intent)) {
    if (intent === "revoke-my-feed") await revokePersonalCalendarToken(user.id);
    else await regeneratePersonalCalendarToken(user.id);
    return redirectWithSuccessToast(back, {
      title: intent === "revoke-my-feed" ? "Your link revoked" : "Your tasks link is ready",
      description:
        intent === "revoke-my-feed"
          ? "The old link no longer works."
          : "Add it to your calendar app to see the tasks assigned to you.",
    });
  }
  if (!FEED_INTENTS.has(intent)) throw new Response("Unknown action", { status: 400 });
  // Revoking always works: a leaked link must be closable even when saving is blocked.
  if (intent === "revoke-feed") {
    await revokeCalendarToken(user.tenantId);
    return redirectWithSuccessToast(back, {
      title: "Subscription link revoked",
      description: "The old link no longer works. Calendars subscribed to it stop updating.",
    });
  }
  const { blockedReason } = await getUserSubscription(user);
  if (blockedReason) {
    return dataWithErrorToast(
      { error: blockedReason },
      { title: "Not saved", description: blockedReason },
      { status: 403 },
    );
  }
  await regenerateCalendarToken(user.tenantId);
  return redirectWithSuccessToast(back, {
    title: intent === "create-feed" ? "Subscription link ready" : "New subscription link",
    description:
      intent === "create-feed"
        ? "Add the link to your calendar app to keep your marketing dates in sync."
        : "The old link no longer works. Use the new one in your calendar app.",
  });
}

export default function CalendarPage() {
  const { calendar, timeZone, feedUrl, hasItems, personalFeedUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { error?: string } | undefined;
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-3 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-bold">Marketing calendar</h2>
        <p className="text-slate-700">
          Content posts, launch checklist tasks and launch days of all your apps. Times are in your
          time zone, {timeZone}. Select an item to edit it.
        </p>
      </div>
      <CalendarViews
        data={calendar}
        empty={
          hasItems ? (
            <p>Nothing planned this month. Use the arrows to see other months.</p>
          ) : (
            <p>
              Nothing planned yet. Pick content ideas in an app&apos;s marketing wizard, or set a
              launch date on its checklist, and the dates appear here.{" "}
              <Link to="/dashboard" className="font-semibold underline">
                Go to your apps
              </Link>
            </p>
          )
        }
      />
      <FeedPanel feedUrl={feedUrl} downloadHref="/calendar.ics" error={actionData?.error ?? null} />
      <PersonalFeedPanel feedUrl={personalFeedUrl} />
    </div>
  );
}
