// GET /calendar/feed/:token.ics: the live iCal feed a calendar app subscribes to. No session: the
// secret token in the URL is the credential; a revoked or unknown token is a 404.
import type { LoaderFunctionArgs } from "@remix-run/node";

import type { PageHandle } from "~/lib/edge-rules";
import {
  listCalendarItems,
  tenantForCalendarToken,
  userForCalendarToken,
} from "~/models/calendar.server";
import { invariantResponse } from "~/utils/http";
import { buildIcal, icalResponse } from "~/utils/ical.server";

/** Calendar apps poll; five minutes of caching spares the database without going stale. */
const FEED_CACHE_SECONDS = 300;
/** A calendar app asking for a revoked or regenerated link: plain text, never cached. */
const FEED_NOT_FOUND =
  "This calendar link no longer works. Create a new one in App Marketing Machine.";

/** The link's token is a secret: the request log masks it. */
export const handle = { edge: { token: true } } satisfies PageHandle;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const tenant = await tenantForCalendarToken(token);
  // A personal feed: only the checklist tasks assigned to that person.
  const person = tenant ? null : await userForCalendarToken(token);
  if (person) {
    const items = await listCalendarItems(person.tenantId, { assigneeId: person.id });
    const body = buildIcal(items, {
      calName: "My marketing tasks",
      origin: new URL(request.url).origin,
    });
    return icalResponse(body, { cacheSeconds: FEED_CACHE_SECONDS });
  }
  invariantResponse(tenant, FEED_NOT_FOUND, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
  const items = await listCalendarItems(tenant.id);
  const body = buildIcal(items, {
    calName: `${tenant.companyName}: marketing calendar`,
    origin: new URL(request.url).origin,
  });
  return icalResponse(body, { cacheSeconds: FEED_CACHE_SECONDS });
}
