// The bell counts unread announcements per user: opening the notifications page marks what it
// shows as read for that user only, and newer announcements count again.
import { describe, expect, it } from "vitest";

import { countUnreadAnnouncements, markAnnouncementsSeen } from "~/models/announcement.server";
import * as notificationsPage from "~/routes/_app.notifications/route";
import * as appLayout from "~/routes/_app/route";
import { db } from "~/services/db.server";

import { createSignedInUser, getRequest, routeArgs } from "./helpers";

async function announce(title: string, createdAt: Date, isActive = true) {
  return db.announcement.create({
    data: { title, message: `${title} message`, isActive, createdBy: "admin", createdAt },
  });
}

describe("announcement read state", async () => {
  const reader = await createSignedInUser();
  const other = await createSignedInUser();
  const start = Date.now() - 60_000;
  await db.announcement.deleteMany();
  await announce("First", new Date(start));
  await announce("Second", new Date(start + 1000));
  await announce("Hidden", new Date(start + 2000), false);

  const bell = async (cookie: string, path = "/dashboard") =>
    (await appLayout.loader(routeArgs(getRequest(path, cookie)))).data.notificationCount;

  it("counts every active announcement before the first visit", async () => {
    expect(await bell(reader.cookie)).toBe(2);
    expect(await bell(other.cookie)).toBe(2);
  });

  it("opening the notifications page clears the count for that user only", async () => {
    await notificationsPage.loader(routeArgs(getRequest("/notifications", reader.cookie)));
    expect(await bell(reader.cookie)).toBe(0);
    expect(await bell(other.cookie)).toBe(2);
    // On the notifications page itself the bell shows nothing unread.
    expect(await bell(other.cookie, "/notifications")).toBe(0);
  });

  it("a newer announcement counts again; marking never moves backwards", async () => {
    await announce("Third", new Date(start + 3000));
    expect(await bell(reader.cookie)).toBe(1);
    await markAnnouncementsSeen(reader.user.id, new Date(start));
    expect(await countUnreadAnnouncements(reader.user.id)).toBe(1);
    await markAnnouncementsSeen(reader.user.id, new Date(start + 3000));
    expect(await countUnreadAnnouncements(reader.user.id)).toBe(0);
    expect(await countUnreadAnnouncements(other.user.id)).toBe(3);
  });
});
