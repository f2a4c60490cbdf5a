// Team notices: a task given to me, my invitation accepted. Each is written into the outbox inside
// the transaction of the change that causes it (both exist, or neither), once per change by its
// dedupe key, and only to a person who keeps team notices on and may get email at all (not a
// demo, not a suspended company, not an address left unconfirmed for more than 7 days).
import type { Prisma } from "@prisma/client";

import { formatInZone } from "~/lib/checklist";
import { safeTimeZone } from "~/lib/dates";
import { reminderKeys } from "~/lib/reminders";
import { appLink, PRODUCT_NAME } from "~/services/mail.server";
import { enqueueMail } from "~/services/outbox.server";

import { reachableUserWhere, reminderMessage, taskLink } from "./reminder-mail.server";

type Tx = Prisma.TransactionClient;

/**
 * Tells the new owner of a task that it is theirs, unless they gave it to themselves. `at` is the
 * assignment's time: a later assignment to the same person is a new notice.
 */
export async function noticeTaskAssigned(
  tx: Tx,
  input: { taskId: string; assigneeId: string; actorId: string | null; at: Date },
): Promise<boolean> {
  if (input.assigneeId === input.actorId) return false;
  const assignee = await tx.user.findFirst({
    where: {
      AND: [{ id: input.assigneeId, emailTeamNotices: true }, reachableUserWhere(input.at)],
    },
    select: { id: true, email: true, timeZone: true },
  });
  if (!assignee) return false;
  const task = await tx.checklistTask.findUnique({
    where: { id: input.taskId },
    select: { id: true, title: true, dueAt: true, app: { select: { id: true, name: true } } },
  });
  if (!task) return false;
  const actor = input.actorId
    ? await tx.user.findUnique({ where: { id: input.actorId }, select: { email: true } })
    : null;
  const zone = safeTimeZone(assignee.timeZone);
  const message = reminderMessage({
    to: assignee,
    kind: "teamNotices",
    dedupeKey: reminderKeys.assigned(task.id, assignee.id, input.at),
    subject: `${actor ? `${actor.email} gave you a task` : "A task is now yours"}: ${task.title}`,
    paragraphs: [
      `${actor ? `${actor.email} made you the owner of a task` : "You are now the owner of a task"} on the launch checklist of ${task.app.name}:`,
    ],
    sections: [
      {
        heading: task.app.name,
        items: [
          {
            text: task.title,
            detail: `Due ${formatInZone(task.dueAt, zone)}`,
            url: taskLink(task.app.id, task.id),
          },
        ],
      },
    ],
    action: { label: "Open the task", url: taskLink(task.app.id, task.id) },
  });
  return enqueueMail(message, tx);
}

/** Tells the owner who sent an invitation that it was accepted, once per invitation. */
export async function noticeInvitationAccepted(
  tx: Tx,
  input: {
    invitationId: string;
    invitedById: string;
    tenantId: string;
    joined: { email: string };
    companyName: string;
    at: Date;
  },
): Promise<boolean> {
  const inviter = await tx.user.findFirst({
    where: {
      AND: [
        { id: input.invitedById, tenantId: input.tenantId, emailTeamNotices: true },
        reachableUserWhere(input.at),
      ],
    },
    select: { id: true, email: true },
  });
  if (!inviter) return false;
  const message = reminderMessage({
    to: inviter,
    kind: "teamNotices",
    dedupeKey: reminderKeys.inviteAccepted(input.invitationId),
    subject: `${input.joined.email} accepted your invitation`,
    paragraphs: [
      `${input.joined.email} accepted your invitation and joined ${input.companyName} on ${PRODUCT_NAME}. You can give them tasks on any checklist now.`,
    ],
    action: { label: "Open your team", url: appLink("/team") },
  });
  return enqueueMail(message, tx);
}
