// What every reminder and team notice shares: who may get one at all, and the email itself with
// its footer (why, the settings page, the one-click unsubscribe link) and its List-Unsubscribe
// headers. Used by reminders.server.ts (the scheduled kinds) and team-notices.server.ts.
import type { Prisma } from "@prisma/client";

import { type ReminderMailContent, renderReminderMail } from "~/lib/reminder-mail";
import { unconfirmedCutoff } from "~/lib/reminders";
import { appLink, PRODUCT_NAME } from "~/services/mail.server";
import type { OutboxInput, OutboxKind } from "~/services/outbox.server";
import { type EmailKind, unsubscribeHeaders, unsubscribeUrl } from "~/services/unsubscribe.server";

/** Companies whose people get reminders: not a demo (sandbox or template), not suspended. */
export const remindedTenantWhere = {
  demo: null,
  subscriptionStatus: { not: "canceled" },
} satisfies Prisma.TenantWhereInput;

/**
 * People who may get reminder and notice email as of `now`: in a reminded company, and with a
 * confirmed address or one given less than 7 days ago (a typo'd address is not mailed for long).
 */
export function reachableUserWhere(now: Date): Prisma.UserWhereInput {
  return {
    tenant: remindedTenantWhere,
    OR: [{ emailVerifiedAt: { not: null } }, { createdAt: { gte: unconfirmedCutoff(now) } }],
  };
}

const KIND_TEXT: Record<EmailKind, { reason: string; stop: string }> = {
  taskReminders: {
    reason: "You get this email because task reminders are on in your email settings.",
    stop: "Stop task reminders",
  },
  launchCountdown: {
    reason: "You get this email because the launch countdown is on in your email settings.",
    stop: "Stop the launch countdown",
  },
  weeklyDigest: {
    reason: "You get this email because you turned on the weekly digest in your email settings.",
    stop: "Stop the weekly digest",
  },
  teamNotices: {
    reason: "You get this email because team notices are on in your email settings.",
    stop: "Stop team notices",
  },
};

/** The outbox kind of each kind of email a person can turn off. */
const OUTBOX_KIND: Record<EmailKind, OutboxKind> = {
  taskReminders: "task-reminder",
  launchCountdown: "launch-countdown",
  weeklyDigest: "weekly-digest",
  teamNotices: "team-notice",
};

/** One reminder or notice for one person, ready for enqueueMail. */
export function reminderMessage(input: {
  to: { id: string; email: string };
  kind: EmailKind;
  dedupeKey: string;
  subject: string;
  paragraphs: string[];
  sections?: ReminderMailContent["sections"];
  action?: { label: string; url: string };
}): OutboxInput {
  const text = KIND_TEXT[input.kind];
  const rendered = renderReminderMail({
    productName: PRODUCT_NAME,
    paragraphs: input.paragraphs,
    sections: input.sections,
    action: input.action,
    reason: text.reason,
    settingsUrl: appLink("/preferences"),
    unsubscribe: { label: text.stop, url: unsubscribeUrl(input.to, input.kind) },
  });
  return {
    to: input.to.email,
    subject: input.subject,
    paragraphs: input.paragraphs,
    action: input.action,
    reason: text.reason,
    kind: OUTBOX_KIND[input.kind],
    dedupeKey: input.dedupeKey,
    userId: input.to.id,
    headers: unsubscribeHeaders(input.to, input.kind),
    rendered,
  };
}

/** The link to one task on its app's checklist. */
export function taskLink(appId: string, taskId: string): string {
  return appLink(`/apps/${appId}/checklist#task-${taskId}`);
}

export function checklistLink(appId: string): string {
  return appLink(`/apps/${appId}/checklist`);
}
