// Announcements: written by admins, shown to every signed-in user while active (the bell).
import { z } from "zod";

import { ANNOUNCEMENT_MESSAGE_MAX, ANNOUNCEMENT_TITLE_MAX } from "~/lib/limits";
import { db } from "~/services/db.server";

import { sessionUnreadAnnouncements } from "./session.server";

const announcementFields = {
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(ANNOUNCEMENT_TITLE_MAX, `Title must be at most ${ANNOUNCEMENT_TITLE_MAX} characters`),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(
      ANNOUNCEMENT_MESSAGE_MAX,
      `Message must be at most ${ANNOUNCEMENT_MESSAGE_MAX} characters`,
    ),
};

/** POST /api/admin/announcements (docs/product/spec-facts.md §5): isActive defaults to true; createdBy is ours. */
export const announcementInputSchema = z.object({
  ...announcementFields,
  isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/**
 * The admin page's form: an unticked checkbox sends nothing, so here absence means false.
 * The checkbox is ticked by default in the form, which keeps "active by default".
 */
export const announcementFormSchema = z.object({
  ...announcementFields,
  isActive: z.boolean().default(false),
});

// What every signed-in user may see: not createdBy, an administrator's user id.
const publicAnnouncementSelect = {
  id: true,
  title: true,
  message: true,
  isActive: true,
  createdAt: true,
} as const;

const announcementSelect = { ...publicAnnouncementSelect, createdBy: true } as const;

export type PublicAnnouncement = {
  id: string;
  title: string;
  message: string;
  isActive: boolean;
  createdAt: Date;
};

export type Announcement = PublicAnnouncement & { createdBy: string };

// Newest first; the id keeps the order stable for announcements made in the same millisecond.
const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

export function createAnnouncement(
  createdBy: string,
  input: AnnouncementInput,
): Promise<Announcement> {
  return db.announcement.create({ data: { ...input, createdBy }, select: announcementSelect });
}

/** Every announcement, for the admin's list. */
export function listAnnouncements(): Promise<Announcement[]> {
  return db.announcement.findMany({ select: announcementSelect, orderBy: newestFirst });
}

/** What every signed-in user sees: the active ones, newest first. */
export function listActiveAnnouncements(): Promise<PublicAnnouncement[]> {
  return db.announcement.findMany({
    where: { isActive: true },
    select: publicAnnouncementSelect,
    orderBy: newestFirst,
  });
}

/** Hides an announcement from users; it stays in the admin's list. False when it does not exist. */
export async function deactivateAnnouncement(id: string): Promise<boolean> {
  const { count } = await db.announcement.updateMany({ where: { id }, data: { isActive: false } });
  return count === 1;
}

/** Active announcements reach every signed-in user (the notifications bell). */
export function countActiveAnnouncements(): Promise<number> {
  return db.announcement.count({ where: { isActive: true } });
}

/**
 * The bell's count for one user: active announcements newer than the newest one they have seen
 * on the notifications page (all of them before their first visit).
 */
export async function countUnreadAnnouncements(
  reader: string | { id: string; bellSeenAt?: Date | null },
): Promise<number> {
  // The signed-in user's own lookup counted them in the same statement (getSessionUser).
  const counted = typeof reader === "object" ? sessionUnreadAnnouncements(reader) : undefined;
  if (counted !== undefined) return counted;
  // The signed-in user already carries bellSeenAt: only an id alone costs a lookup.
  const seenAt =
    typeof reader === "object" && reader.bellSeenAt !== undefined
      ? reader.bellSeenAt
      : (
          await db.user.findUnique({
            where: { id: typeof reader === "string" ? reader : reader.id },
            select: { bellSeenAt: true },
          })
        )?.bellSeenAt;
  return db.announcement.count({
    where: { isActive: true, ...(seenAt ? { createdAt: { gt: seenAt } } : {}) },
  });
}

/**
 * Marks everything up to `newest` (the newest announcement just shown) as read for this user.
 * Never moves backwards, so an older page load cannot mark newer announcements unread again.
 */
export async function markAnnouncementsSeen(userId: string, newest: Date): Promise<void> {
  await db.user.updateMany({
    where: { id: userId, OR: [{ bellSeenAt: null }, { bellSeenAt: { lt: newest } }] },
    data: { bellSeenAt: newest },
  });
}
