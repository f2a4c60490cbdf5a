// Support messages: a signed-in user writes from /help, administrators read them in
// /admin/messages. Messages are kept even when the writer's trial has ended: asking for help
// must always work (docs/decisions/009-workspace.md).
import { z } from "zod";

import { paginate } from "~/lib/admin-stats";
import { HOUR_MS } from "~/lib/dates";
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_MESSAGES_PER_HOUR,
  SUPPORT_PAGE_SIZE,
  SUPPORT_SUBJECT_MAX,
} from "~/lib/limits";
import { db } from "~/services/db.server";

import type { PublicUser } from "./user.server";

export const supportMessageSchema = z.object({
  subject: z
    .string({ error: "Enter a subject" })
    .trim()
    .min(1, "Enter a subject")
    .max(SUPPORT_SUBJECT_MAX, `Keep the subject to ${SUPPORT_SUBJECT_MAX} characters`),
  message: z
    .string({ error: "Write your message" })
    .trim()
    .min(SUPPORT_MESSAGE_MIN, `Write at least ${SUPPORT_MESSAGE_MIN} characters so we can help`)
    .max(SUPPORT_MESSAGE_MAX, `Keep the message to ${SUPPORT_MESSAGE_MAX} characters`),
});

export type SupportMessageInput = z.output<typeof supportMessageSchema>;

export const SUPPORT_LIMIT_MESSAGE = `You have sent ${SUPPORT_MESSAGES_PER_HOUR} messages in the last hour. We will answer those first; please write again later.`;

export async function createSupportMessage(
  user: Pick<PublicUser, "id" | "email" | "tenantId">,
  input: SupportMessageInput,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; message: string }> {
  const recent = await db.supportMessage.count({
    where: { userId: user.id, createdAt: { gt: new Date(now.getTime() - HOUR_MS) } },
  });
  if (recent >= SUPPORT_MESSAGES_PER_HOUR) return { ok: false, message: SUPPORT_LIMIT_MESSAGE };
  await db.supportMessage.create({
    data: {
      userId: user.id,
      tenantId: user.tenantId,
      email: user.email,
      subject: input.subject,
      message: input.message,
    },
  });
  return { ok: true };
}

export const supportFilterSchema = z.enum(["all", "unread"]).catch("all");
export type SupportFilter = z.output<typeof supportFilterSchema>;

/**
 * Administrators only (the route checks): every tenant's messages, newest first. The page
 * asked for is clamped to 1..pageCount, so a hand-edited ?page= never reaches the query.
 */
export async function listSupportMessages(filter: SupportFilter, requestedPage = 1) {
  const where = filter === "unread" ? { readAt: null } : {};
  const [total, unread] = await Promise.all([
    db.supportMessage.count({ where }),
    db.supportMessage.count({ where: { readAt: null } }),
  ]);
  const { page, totalPages, offset } = paginate(total, requestedPage, SUPPORT_PAGE_SIZE);
  const messages = await db.supportMessage.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: offset,
    take: SUPPORT_PAGE_SIZE,
    select: {
      id: true,
      email: true,
      subject: true,
      message: true,
      tenantId: true,
      readAt: true,
      createdAt: true,
    },
  });
  const tenantIds = [
    ...new Set(messages.map((m) => m.tenantId).filter((id): id is string => !!id)),
  ];
  const tenants = tenantIds.length
    ? await db.tenant.findMany({
        where: { id: { in: tenantIds } },
        select: { id: true, companyName: true },
      })
    : [];
  const companies = new Map(tenants.map((t) => [t.id, t.companyName]));
  return {
    messages: messages.map((m) => ({
      ...m,
      companyName: m.tenantId ? (companies.get(m.tenantId) ?? null) : null,
    })),
    total,
    unread,
    page,
    pageCount: totalPages,
  };
}

/** Marks a message read (or unread again); false when it does not exist. */
export async function setSupportMessageRead(id: string, read: boolean, now = new Date()) {
  const { count } = await db.supportMessage.updateMany({
    where: { id },
    data: { readAt: read ? now : null },
  });
  return count === 1;
}
