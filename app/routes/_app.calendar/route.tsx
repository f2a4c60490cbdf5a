// The marketing calendar of all the tenant's apps: month and agenda views (?view=month|agenda,
// ?month=YYYY-MM) rendered on the server, an .ics download and the private subscription link.
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { CalendarViews } from "~/components/calendar/calendar-view";
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
import { dispatchIntent, type Intents, type IntentSpec } from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { type PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast, type ToastInput } from "~/utils/toast.server";

import { FEED_FORM, FeedPanel } from "./feed-panel";
import { MY_FEED_FORM, PersonalFeedPanel } from "./personal-feed-panel";

export const handle = { title: "Marketing calendar" };

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

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

/** Back to the same view and month after a post, the question (?confirm) closed. */
function back(request: Request) {
  const params = new URL(request.url).searchParams;
  params.delete("confirm");
  const query = params.toString();
  return query ? `/calendar?${query}` : "/calendar";
}

/** A button-only feed form's intent: the change, then back to the same view with its toast. */
function feedIntent(
  form: string,
  change: (user: PublicUser) => Promise<unknown>,
  toast: ToastInput,
  confirmIntent?: string,
): IntentSpec<PublicUser> {
  return {
    form,
    feedback: "toast",
    run: async ({ ctx: user, request, formData }) => {
      // A revoke asks first: a post that skipped the question is sent to it.
      if (confirmIntent && formData.get("confirmed") !== "yes") {
        const params = new URL(request.url).searchParams;
        params.set("confirm", confirmIntent);
        return redirect(`/calendar?${params}`);
      }
      await change(user);
      return redirectWithSuccessToast(back(request), toast);
    },
  };
}

// Button-only forms: a refusal (the write gate on create and regenerate) comes as a toast, and as
// the panel's message with a link to Billing. Revoking always works: a leaked link must be
// closable even when saving is blocked.
export const intents = {
  "create-feed": feedIntent(FEED_FORM, (user) => regenerateCalendarToken(user.tenantId, user.id), {
    title: "Subscription link ready",
    description: "Add the link to your calendar app to keep your marketing dates in sync.",
  }),
  "regenerate-feed": feedIntent(
    FEED_FORM,
    (user) => regenerateCalendarToken(user.tenantId, user.id),
    {
      title: "New subscription link",
      description: "The old link no longer works. Use the new one in your calendar app.",
    },
  ),
  "revoke-feed": feedIntent(
    FEED_FORM,
    (user) => revokeCalendarToken(user.tenantId),
    {
      title: "Subscription link revoked",
      description: "The old link no longer works. Calendars subscribed to it stop updating.",
    },
    "revoke-feed",
  ),
  // The personal link holds only what is already the user's: it is personal, not gated.
  "create-my-feed": feedIntent(MY_FEED_FORM, (user) => regeneratePersonalCalendarToken(user.id), {
    title: "Your tasks link is ready",
    description: "Add it to your calendar app to see the tasks assigned to you.",
  }),
  "regenerate-my-feed": feedIntent(
    MY_FEED_FORM,
    (user) => regeneratePersonalCalendarToken(user.id),
    {
      title: "Your tasks link is ready",
      description: "Add it to your calendar app to see the tasks assigned to you.",
    },
  ),
  "revoke-my-feed": feedIntent(
    MY_FEED_FORM,
    (user) => revokePersonalCalendarToken(user.id),
    { title: "Your link revoked", description: "The old link no longer works." },
    "revoke-my-feed",
  ),
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireUser(request), intents);
}

export default function CalendarPage() {
  const { calendar, timeZone, feedUrl, hasItems, personalFeedUrl } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-3 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-bold">{handle.title}</h2>
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
      <FeedPanel feedUrl={feedUrl} downloadHref="/calendar.ics" />
      <PersonalFeedPanel feedUrl={personalFeedUrl} />
    </div>
  );
}
