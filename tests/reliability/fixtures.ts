// Tenants with data in every tenant-owned table, signed-in cookies for the HTTP server, and
// snapshots of what a tenant owns (to prove that a refused request changed nothing).
import crypto from "node:crypto";

import { regenerateCalendarToken, regeneratePersonalCalendarToken } from "~/models/calendar.server";
import { setLaunchDate } from "~/models/checklist.server";
import { db } from "~/services/db.server";
import { commitSessionFor } from "~/utils/session.server";

import { createSignedInUser } from "../integration/helpers";

export type TenantFixture = Awaited<ReturnType<typeof createTenantFixture>>;

/** A tenant with an app (category set), a module, a checklist (a task assigned to a second
 * member), a KPI row, a progress snapshot, a payment, a support message, a calendar link and a
 * personal one, a read bell, an open invitation and a share link. Every text it owns carries `tag`;
 * its tokens are secrets too. */
export async function createTenantFixture() {
  const tag = `secret${crypto.randomBytes(6).toString("hex")}`;
  const { user, tenant, cookie } = await createSignedInUser({
    companyName: `Company ${tag}`,
    email: `owner-${tag.toLowerCase()}@example.com`,
  });
  const app = await db.app.create({
    data: {
      tenantId: tenant.id,
      name: `App ${tag}`,
      url: "https://example.com/app",
      description: `Description ${tag}`,
      category: "games",
      wizardAnswers: { "app-name": `Answer ${tag}` },
      progress: 10,
    },
  });
  const module = await db.module.create({
    data: {
      appId: app.id,
      stepName: "foundation",
      status: "in_progress",
      data: { story: `Story ${tag}` },
    },
  });
  await setLaunchDate(tenant.id, app.id, "2030-06-01");
  const member = await db.user.create({
    data: {
      tenantId: tenant.id,
      email: `member-${tag.toLowerCase()}@example.com`,
      // Never signs in with a password here (the tests sign members in by session).
      passwordHash: "not-a-password-hash",
      teamRole: "member",
      bellSeenAt: new Date("2026-01-01T00:00:00Z"),
    },
  });
  await db.user.update({
    where: { id: user.id },
    data: { bellSeenAt: new Date("2026-01-02T00:00:00Z") },
  });
  const task = await db.checklistTask.create({
    data: {
      appId: app.id,
      title: `Task ${tag}`,
      dueAt: new Date("2030-05-20T09:00:00Z"),
      isCustom: true,
      assigneeId: member.id,
    },
  });
  // A task already done: reopening it is a change (reopening an open task changes nothing).
  const doneTask = await db.checklistTask.create({
    data: {
      appId: app.id,
      title: `Done task ${tag}`,
      dueAt: new Date("2030-05-21T09:00:00Z"),
      isCustom: true,
      done: true,
      doneAt: new Date("2030-05-21T10:00:00Z"),
    },
  });
  const kpi = await db.kpiEntry.create({
    data: {
      appId: app.id,
      metric: "downloads",
      weekStart: new Date("2026-01-05T00:00:00Z"),
      value: 421337,
    },
  });
  await db.progressSnapshot.create({ data: { appId: app.id, progress: 10 } });
  await db.payment.create({
    data: { tenantId: tenant.id, amountCents: 4200, description: `Payment ${tag}`, status: "paid" },
  });
  const message = await db.supportMessage.create({
    data: {
      tenantId: tenant.id,
      userId: user.id,
      email: user.email,
      subject: `Subject ${tag}`,
      message: `Message body ${tag}`,
    },
  });
  const calendarToken = await regenerateCalendarToken(tenant.id);
  const personalCalendarToken = await regeneratePersonalCalendarToken(member.id);
  const invitation = await db.invitation.create({
    data: {
      tenantId: tenant.id,
      email: `invitee-${tag.toLowerCase()}@example.com`,
      token: `invite${crypto.randomBytes(16).toString("hex")}`,
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      invitedById: user.id,
    },
  });
  const share = await db.shareLink.create({
    data: {
      appId: app.id,
      label: `Share ${tag}`,
      token: `share${crypto.randomBytes(16).toString("hex")}`,
      createdById: user.id,
    },
  });
  const ids = {
    tenantId: tenant.id,
    userId: user.id,
    appId: app.id,
    moduleId: module.id,
    taskId: task.id,
    doneTaskId: doneTask.id,
    kpiId: kpi.id,
    messageId: message.id,
    calendarToken,
    memberId: member.id,
    invitationId: invitation.id,
    shareId: share.id,
  };
  const secrets = [
    tag,
    user.email,
    member.email,
    calendarToken,
    personalCalendarToken,
    invitation.token,
    share.token,
  ];
  return { tag, user, tenant, cookie, ids, secrets };
}

export type Ids = TenantFixture["ids"];

/** Whether every record of the fixture still exists (a successful delete may have removed some). */
export async function fixtureIntact(fixture: TenantFixture): Promise<boolean> {
  const { ids } = fixture;
  const found = await Promise.all([
    db.user.count({ where: { id: ids.userId } }),
    db.app.count({ where: { id: ids.appId } }),
    db.module.count({ where: { id: ids.moduleId } }),
    db.checklistTask.count({ where: { id: ids.taskId } }),
    db.kpiEntry.count({ where: { id: ids.kpiId } }),
    db.supportMessage.count({ where: { id: ids.messageId } }),
    db.tenant.count({ where: { id: ids.tenantId, calendarToken: ids.calendarToken } }),
    db.user.count({ where: { id: ids.memberId, tenantId: ids.tenantId } }),
    db.invitation.count({ where: { id: ids.invitationId } }),
    db.shareLink.count({ where: { id: ids.shareId } }),
  ]);
  return found.every((n) => n === 1);
}

/** A fresh session cookie for the user (the previous one may have been signed out). */
export async function newCookie(userId: string) {
  return (await commitSessionFor(new Request("http://localhost"), userId)).split(";")[0];
}

const byId = { orderBy: { id: "asc" } } as const;

/** Everything the tenant owns, plus the global announcements, as comparable JSON. */
export async function tenantSnapshot(tenantId: string): Promise<string> {
  const appWhere = { app: { tenantId } };
  const rows = {
    tenant: await db.tenant.findUnique({ where: { id: tenantId } }),
    users: await db.user.findMany({ where: { tenantId }, ...byId }),
    sessions: await db.session.findMany({ where: { user: { tenantId } }, ...byId }),
    apps: await db.app.findMany({ where: { tenantId }, ...byId }),
    modules: await db.module.findMany({ where: appWhere, ...byId }),
    tasks: await db.checklistTask.findMany({ where: appWhere, ...byId }),
    snapshots: await db.progressSnapshot.findMany({ where: appWhere, ...byId }),
    kpis: await db.kpiEntry.findMany({ where: appWhere, ...byId }),
    payments: await db.payment.findMany({ where: { tenantId }, ...byId }),
    messages: await db.supportMessage.findMany({ where: { tenantId }, ...byId }),
    invitations: await db.invitation.findMany({ where: { tenantId }, ...byId }),
    shareLinks: await db.shareLink.findMany({ where: appWhere, ...byId }),
    announcements: await db.announcement.findMany(byId),
  };
  return JSON.stringify(rows);
}

/** Every table but the rate limiter's counters: what "nothing saved" is checked against. */
export async function databaseSnapshot(): Promise<string> {
  const rows = {
    tenants: await db.tenant.findMany(byId),
    users: await db.user.findMany(byId),
    sessions: await db.session.findMany(byId),
    apps: await db.app.findMany(byId),
    modules: await db.module.findMany(byId),
    tasks: await db.checklistTask.findMany(byId),
    snapshots: await db.progressSnapshot.findMany(byId),
    kpis: await db.kpiEntry.findMany(byId),
    payments: await db.payment.findMany(byId),
    messages: await db.supportMessage.findMany(byId),
    invitations: await db.invitation.findMany(byId),
    shareLinks: await db.shareLink.findMany(byId),
    announcements: await db.announcement.findMany(byId),
  };
  return JSON.stringify(rows);
}
