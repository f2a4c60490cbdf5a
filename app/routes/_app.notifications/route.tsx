// The notifications bell's panel as a page: every active announcement, newest first. A plain
// page, so the bell is a link that works without JavaScript. Showing them marks them read.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { formatDay } from "~/lib/billing-display";
import { listActiveAnnouncements, markAnnouncementsSeen } from "~/models/announcement.server";
import { requireUser } from "~/utils/guards.server";

export const handle = { title: "Notifications" };

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const announcements = await listActiveAnnouncements();
  if (announcements.length > 0) await markAnnouncementsSeen(user.id, announcements[0].createdAt);
  return {
    announcements: announcements.map((announcement) => ({
      id: announcement.id,
      title: announcement.title,
      message: announcement.message,
      createdAt: announcement.createdAt.toISOString(),
      createdAtLabel: formatDay(announcement.createdAt, user.timeZone),
    })),
  };
}

export default function Notifications() {
  const { announcements } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <p className="text-slate-700">News and updates from the App Marketing Machine team.</p>
      {announcements.length === 0 ? (
        <div className="card text-center">
          <p className="font-semibold">No notifications</p>
          <p className="mt-1 text-sm text-slate-700">
            You&apos;re all caught up. Announcements from the team will appear here.
          </p>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Announcements">
          {announcements.map((announcement) => (
            <li key={announcement.id} className="card" data-testid="announcement">
              <article aria-labelledby={`announcement-${announcement.id}`}>
                <h2
                  id={`announcement-${announcement.id}`}
                  className="break-words text-lg font-semibold"
                >
                  {announcement.title}
                </h2>
                <p className="mt-1 whitespace-pre-line break-words text-slate-800">
                  {announcement.message}
                </p>
                <p className="mt-2 text-xs text-slate-600">
                  <time dateTime={announcement.createdAt}>{announcement.createdAtLabel}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
