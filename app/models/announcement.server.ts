import { db } from "~/db.server";

/** Active announcements reach every signed-in user (the notifications bell). */
export function countActiveAnnouncements(): Promise<number> {
  return db.announcement.count({ where: { isActive: true } });
}
