// The trial/suspension write gate cannot be forgotten (docs/decisions/025-one-way-per-action.md):
// 1. every model function that calls assertCanWrite refuses an expired-trial company with
//    WriteBlockedError and writes nothing, and the same call writes for an active company;
// 2. a model function that writes to a company's tables either calls assertCanWrite or is in
//    ALLOWED below with the reason it stays open after a trial (a source scan: a new writer
//    without the gate fails here by name).
import { beforeAll, describe, expect, test } from "vitest";

import { createApp, deleteApp, updateApp } from "~/models/app.server";
import { regenerateCalendarToken } from "~/models/calendar.server";
import {
  addTask,
  removeTask,
  setLaunchDate,
  setTaskDone,
  updateTask,
} from "~/models/checklist.server";
import { saveDraft } from "~/models/drafts.server";
import { addKpiEntry, deleteKpiEntry, updateKpiEntry } from "~/models/kpi.server";
import {
  addListingLanguage,
  confirmListingImport,
  importListingZip,
  previewListingImport,
  removeListingLanguage,
} from "~/models/listing-languages.server";
import { saveModule } from "~/models/module.server";
import { savePlatforms } from "~/models/platforms.server";
import { importResults, undoImport } from "~/models/results.server";
import { saveListing } from "~/models/store-listing.server";
import { getTenantSubscription, TRIAL_ENDED_MESSAGE } from "~/models/subscription.server";
import { assignTask } from "~/models/task-owner.server";
import { addTaskOnce, editTaskOnce, tickTaskOnce } from "~/models/task-writes.server";
import { saveSimpleWizardAnswers } from "~/models/wizard.server";
import { WriteBlockedError } from "~/models/write-access.server";
import { db } from "~/services/db.server";

import { FOLDER, zipOf } from "./fastlane-fixtures";
import { createSignedInUser } from "./helpers";
import { VALID_FOUNDATION } from "./modules-fixtures";
import {
  type ModelFunction,
  reach,
  readModelSources,
  scanModels,
  ungatedWrites,
} from "./write-gate-scan";

/**
 * Model functions that write to a company's tables and stay open after a trial ends or a
 * subscription stops, each with why. Everything else that writes must call assertCanWrite.
 */
const ALLOWED: Record<string, string> = {
  // Personal settings: how a person fixes their own account, whatever the company's plan.
  "preferences.server.ts#updatePreferences": "personal settings (the person's own preferences)",
  "preferences.server.ts#setLiteMode": "personal settings (Lite mode, the person's own choice)",
  "preferences.server.ts#updateApiPreferences":
    "personal settings (the person's own preferences, from the API)",
  "preferences.server.ts#savePreferencesPage":
    "personal settings (everything on /preferences, which emails the person gets included)",
  "preferences.server.ts#setTimeZone": "personal settings (the person's own time zone)",
  "email-preferences.server.ts#setEmailKinds":
    "personal settings: the unsubscribe page an emailed link opens",
  "email-preferences.server.ts#turnOffEmailKind":
    "personal settings: a one-click unsubscribe must always work (RFC 8058)",
  "email-confirmation.server.ts#requestEmailChange": "personal settings (sign-in email)",
  "email-confirmation.server.ts#cancelEmailChange": "personal settings (sign-in email)",
  "email-confirmation.server.ts#confirmEmail": "personal settings (sign-in email)",
  "password-reset.server.ts#resetPassword": "personal: getting back into the account",
  "profile.server.ts#changePassword": "personal settings (password)",
  "profile.server.ts#deleteAccount":
    "personal settings: closing the account and erasing its data is always allowed",
  "announcement.server.ts#markAnnouncementsSeen": "personal: when the person last read the news",
  "calendar.server.ts#regeneratePersonalCalendarToken":
    "personal settings: the person's own task-feed address",
  "calendar.server.ts#revokePersonalCalendarToken":
    "personal settings: turning off the person's own feed address",
  "calendar.server.ts#revokeCalendarToken":
    "safety: switching off a secret feed address must work even when nothing else may be saved",
  "calendar.server.ts#replaceReadLinks":
    "safety: the read links a person made die with their old password, whatever the plan",
  "security-stamp.server.ts#rotateSecurityStamp":
    "safety: ending every sign-in of a person must work even when nothing else may be saved",
  // Team: who may read, pay and ask.
  "team.server.ts#createInvitation": "team: an owner brings in someone who may pay or read",
  "team.server.ts#cancelInvitation": "team: withdrawing an invitation",
  "team.server.ts#changeMemberRole": "team: who is an owner (the one who can pay)",
  "team.server.ts#removeMember": "team: removing a person or leaving",
  "team.server.ts#renameCompany": "team: the company's own name, like who is in it",
  "team.server.ts#acceptInvitation": "team: joining the company",
  // Support and billing: how a customer asks and pays.
  "support.server.ts#createSupportMessage": "support: a customer may always ask for help",
  "billing.server.ts#applyStripeEvent": "billing: payments reactivate the company",
  "subscription.server.ts#subscriptionOf": "billing: stores that the trial has expired",
  // Share links show saved work read-only, like an export: reading stays open after a trial.
  "share.server.ts#createShareLink": "share links: a read-only view of saved work, like an export",
  "share.server.ts#revokeShareLink": "share links: taking a read-only link down is always allowed",
  "share.server.ts#viewSharedPlan": "share links: a visitor's view is counted on the link",
  // Reads that create an empty record so that an API client has an id to write to.
  "module.server.ts#getOrCreateModule":
    "a read: creates the empty not-started module record an API client needs an id for",
  // Steps of a gated writer, run inside its transaction after its gate.
  "checklist.server.ts#createCustomTask":
    "a step of addTask and addTaskOnce, which each call assertCanWrite before it",
  // Maintenance at start, for every company at once.
  "task-clock.server.ts#moveTasksToMorning":
    "a data migration run at start: moves tasks planned before their clock's zone was kept",
  // Administrators act on any company.
  "tenant.server.ts#updateTenant": "admin: edits a company",
  "tenant.server.ts#suspendTenant": "admin: suspends a company",
  "tenant.server.ts#reactivateTenant": "admin: reactivates a company",
  "tenant.server.ts#expireOverdueTrials": "admin/billing: stores expired trials",
  "support.server.ts#setSupportMessageRead": "admin: marks a support message read",
  // Sign-up, the demo sandbox and its clean-up create or remove whole companies.
  "user.server.ts#registerTenantUser": "sign-up: creates the company on its trial",
  "demo.server.ts#openDemoSandbox": "demo: seeds a visitor's private sandbox company",
  "demo.server.ts#purgeExpiredDemoSandboxes": "demo: removes expired sandboxes",
};

const DAY = 24 * 60 * 60 * 1000;

type Company = {
  tenantId: string;
  userId: string;
  appId: string;
  taskId: string;
  kpiId: string;
};

async function company(): Promise<Company> {
  const { user, tenant } = await createSignedInUser();
  const app = await db.app.create({
    data: { tenantId: tenant.id, name: "Gated app", category: "games", wizardAnswers: {} },
  });
  const task = await db.checklistTask.create({
    data: { appId: app.id, title: "Post a teaser", dueAt: new Date("2030-05-01T16:00:00Z") },
  });
  const kpi = await db.kpiEntry.create({
    data: { appId: app.id, metric: "visits", weekStart: new Date("2026-01-05"), value: 3 },
  });
  return { tenantId: tenant.id, userId: user.id, appId: app.id, taskId: task.id, kpiId: kpi.id };
}

async function endTrial(tenantId: string) {
  await db.tenant.update({
    where: { id: tenantId },
    data: { createdAt: new Date(Date.now() - 8 * DAY) },
  });
  // The first read stores the expired status; that write is the gate's own, not the call's.
  expect((await getTenantSubscription(tenantId)).blockedReason).toBe(TRIAL_ENDED_MESSAGE);
}

/** Everything the company has saved that a gated call could change. */
async function saved(tenantId: string) {
  const tenant = await db.tenant.findUniqueOrThrow({
    where: { id: tenantId },
    select: { calendarToken: true, companyName: true },
  });
  const apps = await db.app.findMany({
    where: { tenantId },
    orderBy: { id: "asc" },
    include: {
      modules: { orderBy: { id: "asc" } },
      checklistTasks: { orderBy: { id: "asc" } },
      progressSnapshots: { orderBy: { id: "asc" } },
      kpiEntries: { orderBy: { id: "asc" } },
      listingLocales: { orderBy: { id: "asc" } },
      listingImports: { orderBy: { id: "asc" } },
    },
  });
  return JSON.stringify({ tenant, apps });
}

const TASK = { title: "Record a trailer", notes: "", dueDate: "2030-05-02", dueTime: "09:00" };

/** The pending fastlane upload each company's confirm call saves (made by SETUP). */
const pendingImports = new Map<string, string>();

/**
 * Rows a call needs that an earlier page would have written: made before the "before" snapshot,
 * so the refusal test sees only what the call itself writes.
 */
const SETUP: Record<string, (c: Company) => Promise<unknown>> = {
  // A second language, as an earlier "Add a language" would have saved it.
  "listing-languages.server.ts#removeListingLanguage": (c) =>
    db.listingLocale.create({
      data: { appId: c.appId, locale: "fr-FR", fields: {}, translated: false },
    }),
  // A preview kept, as the import page's first post would have kept it.
  "listing-languages.server.ts#confirmListingImport": async (c) => {
    const { id } = await db.listingImport.create({
      data: {
        appId: c.appId,
        data: {
          languages: { it: { appleName: "Tessere" } },
          summary: { locales: 1, fields: 1, overLimit: [], ignored: [] },
        },
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    pendingImports.set(c.appId, id);
  },
};

/** One call per gated model function, with input it accepts (the active company's run proves it). */
const GATED: Record<string, (c: Company) => Promise<unknown>> = {
  "app.server.ts#createApp": (c) =>
    createApp(c.tenantId, { name: "Another app", url: "", description: "" }),
  "app.server.ts#updateApp": (c) => updateApp(c.tenantId, c.appId, { name: "Renamed" }),
  "app.server.ts#deleteApp": (c) => deleteApp(c.tenantId, c.appId),
  "calendar.server.ts#regenerateCalendarToken": (c) => regenerateCalendarToken(c.tenantId),
  "checklist.server.ts#setLaunchDate": (c) => setLaunchDate(c.tenantId, c.appId, "2030-07-01"),
  "checklist.server.ts#setTaskDone": (c) => setTaskDone(c.tenantId, c.appId, c.taskId, true),
  "checklist.server.ts#addTask": (c) => addTask(c.tenantId, c.appId, TASK, "UTC"),
  "checklist.server.ts#updateTask": (c) => updateTask(c.tenantId, c.appId, c.taskId, TASK, "UTC"),
  "task-writes.server.ts#tickTaskOnce": (c) =>
    tickTaskOnce(c.tenantId, null, { appId: c.appId, taskId: c.taskId, done: true }),
  "task-writes.server.ts#addTaskOnce": (c) => addTaskOnce(c.tenantId, null, c.appId, TASK, "UTC"),
  "task-writes.server.ts#editTaskOnce": (c) =>
    editTaskOnce(c.tenantId, null, {
      appId: c.appId,
      taskId: c.taskId,
      basedOn: null,
      input: TASK,
      timeZone: "UTC",
    }),
  "checklist.server.ts#removeTask": (c) => removeTask(c.tenantId, c.appId, c.taskId),
  "drafts.server.ts#saveDraft": (c) => saveDraft(c.tenantId, c.appId, "launch-email", "Mine"),
  "kpi.server.ts#addKpiEntry": (c) =>
    addKpiEntry(c.tenantId, {
      appId: c.appId,
      metric: "visits",
      weekOf: new Date("2026-01-12"),
      value: 5,
    }),
  "kpi.server.ts#updateKpiEntry": (c) => updateKpiEntry(c.tenantId, { entryId: c.kpiId, value: 9 }),
  "kpi.server.ts#deleteKpiEntry": (c) => deleteKpiEntry(c.tenantId, c.kpiId),
  "module.server.ts#saveModule": (c) =>
    saveModule(c.tenantId, c.appId, "foundation", { status: "completed", data: VALID_FOUNDATION }),
  "platforms.server.ts#savePlatforms": (c) => savePlatforms(c.tenantId, c.appId, ["android"]),
  "results.server.ts#importResults": (c) =>
    importResults(c.tenantId, c.appId, [
      { name: "visitors.csv", bytes: Buffer.from("date,visitors\n2026-03-01,5\n") },
    ]),
  "results.server.ts#undoImport": async (c) => {
    // An import saved before (written straight, as the page's earlier upload would have).
    const { id } = await db.resultImport.create({
      data: {
        appId: c.appId,
        kind: "plausible-visitors",
        fileName: "v.csv",
        readAs: "x",
        store: "web",
        rows: 0,
      },
    });
    return (await undoImport(c.tenantId, c.appId, id)) || null;
  },
  "listing-languages.server.ts#addListingLanguage": (c) =>
    addListingLanguage(c.tenantId, c.appId, "de-DE"),
  "listing-languages.server.ts#removeListingLanguage": (c) =>
    removeListingLanguage(c.tenantId, c.appId, "fr-FR"),
  "listing-languages.server.ts#importListingZip": async (c) =>
    importListingZip(c.tenantId, c.appId, await zipOf(FOLDER), true),
  "listing-languages.server.ts#previewListingImport": async (c) =>
    previewListingImport(c.tenantId, c.appId, await zipOf(FOLDER)),
  "listing-languages.server.ts#confirmListingImport": (c) =>
    confirmListingImport(c.tenantId, c.appId, pendingImports.get(c.appId) ?? ""),
  "store-listing.server.ts#saveListing": (c) =>
    saveListing(c.tenantId, c.appId, { appleName: "Gated" }),
  "task-owner.server.ts#assignTask": (c) => assignTask(c.tenantId, c.appId, c.taskId, c.userId),
  "wizard.server.ts#saveSimpleWizardAnswers": (c) =>
    saveSimpleWizardAnswers(c.tenantId, c.appId, { "app-name": "Gated" }, 10),
};

let scanned: ModelFunction[];
beforeAll(() => {
  scanned = scanModels(readModelSources());
});

describe("the write gate in the model layer", () => {
  test("the calls below cover every model function that calls assertCanWrite", () => {
    const gated = scanned.filter((fn) => fn.exported && fn.gated).map((fn) => fn.id);
    expect(gated.length).toBeGreaterThan(10);
    expect(Object.keys(GATED).sort()).toEqual(gated.sort());
  });

  test.each(Object.keys(GATED))(
    "%s refuses an expired trial with WriteBlockedError and writes nothing",
    async (id) => {
      const c = await company();
      await SETUP[id]?.(c);
      await endTrial(c.tenantId);
      const before = await saved(c.tenantId);
      const refused = await GATED[id](c).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(WriteBlockedError);
      expect((refused as WriteBlockedError).status).toBe(403);
      expect((refused as WriteBlockedError).message).toBe(TRIAL_ENDED_MESSAGE);
      expect(await saved(c.tenantId)).toBe(before);
    },
  );

  test.each(Object.keys(GATED))("%s writes for an active company (control)", async (id) => {
    const c = await company();
    await SETUP[id]?.(c);
    await db.tenant.update({ where: { id: c.tenantId }, data: { subscriptionStatus: "active" } });
    const before = await saved(c.tenantId);
    const result = await GATED[id](c);
    // The model's own refusals ({ ok: false }, null) would make the refusal test above vacuous.
    if (result && typeof result === "object" && "ok" in result)
      expect(result).toMatchObject({ ok: true });
    expect(result).not.toBeNull();
    expect(await saved(c.tenantId)).not.toBe(before);
  });
});

describe("no model function writes a company's data without the gate", () => {
  test("every writer calls assertCanWrite or is allowed with a reason", () => {
    const problems = ungatedWrites(scanned, ALLOWED).map(
      (p) => `${p.id} (${p.writes.join(", ")}): ${p.why}`,
    );
    expect(problems).toEqual([]);
  });

  test("every allowed entry still names a function that writes and does not call the gate", () => {
    const byId = new Map(scanned.map((fn) => [fn.id, fn]));
    const stale = Object.keys(ALLOWED).filter((id) => {
      const fn = byId.get(id);
      return !fn || fn.gated || reach(fn, scanned).writes.length === 0;
    });
    expect(stale).toEqual([]);
    for (const reason of Object.values(ALLOWED)) expect(reason.length).toBeGreaterThan(10);
  });

  test("the scan finds a writer that forgot the gate, through a helper and a transaction", () => {
    const all = scanModels({
      "probe.server.ts": `
        import { db } from "~/services/db.server";
        import { assertCanWrite } from "./write-access.server";
        import { writeAppProgress } from "./module.server";
        async function rename(id: string) { await db.app.update({ where: { id }, data: {} }); }
        export async function forgot(tenantId: string, id: string) { await rename(id); }
        export async function gated(tenantId: string, id: string) {
          await assertCanWrite(tenantId);
          await rename(id);
        }
        export const arrow = async (id: string) =>
          db.$transaction(async (tx) => tx.checklistTask.deleteMany({ where: { appId: id } }));
        export async function inTransaction(tenantId: string, id: string) {
          return db.$transaction((tx) => writeAppProgress(tx, id));
        }
        export async function readsOnly(id: string) { return db.app.findUnique({ where: { id } }); }
        export async function personal(id: string) { await db.user.update({ where: { id }, data: {} }); }
      `,
      "module.server.ts": `
        export async function writeAppProgress(tx: Tx, appId: string) {
          await tx.app.update({ where: { id: appId }, data: {} });
        }
      `,
    });
    const problems = ungatedWrites(all, { "probe.server.ts#personal": "personal settings" });
    expect(problems.map((p) => [p.id, p.writes])).toEqual([
      ["probe.server.ts#forgot", ["app.update"]],
      ["probe.server.ts#arrow", ["checklistTask.deleteMany"]],
      ["probe.server.ts#inTransaction", ["app.update"]],
    ]);
  });
});
