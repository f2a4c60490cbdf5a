// A planned launch date in the past is refused with a message on its field wherever it is set
// (simple wizard, Community module, checklist), nothing is written, and a date already saved may
// stay when the rest of the form is saved again.
import { describe, expect, test } from "vitest";

import { isPastLaunchDate } from "~/lib/checklist";
import { PastLaunchDate, setLaunchDate } from "~/models/checklist.server";
import { saveModule } from "~/models/module.server";
import { saveSimpleWizardAnswers } from "~/models/wizard.server";
import { db } from "~/services/db.server";

import { createSignedInUser } from "./helpers";
import { newApp } from "./workspace-helpers";

const PAST = "2020-01-01";
const FUTURE = `${new Date().getUTCFullYear() + 1}-06-01`;

async function setup() {
  const owner = await createSignedInUser();
  const app = await newApp(owner.tenant.id, { category: "tools" });
  return { tenantId: owner.tenant.id, appId: app.id };
}

const storedDate = async (appId: string) =>
  (await db.app.findUniqueOrThrow({ where: { id: appId } })).launchDate;

describe("a planned launch date in the past", () => {
  test("today in any time zone is not the past; yesterday everywhere is", () => {
    const now = new Date("2026-11-25T03:00:00Z");
    expect(isPastLaunchDate("2026-11-24", now)).toBe(false);
    expect(isPastLaunchDate("2026-11-23", now)).toBe(true);
    expect(isPastLaunchDate("2026-11-25", new Date("2026-11-25T20:00:00Z"))).toBe(false);
    expect(isPastLaunchDate("2026-11-24", new Date("2026-11-25T20:00:00Z"))).toBe(true);
  });

  test("the simple wizard refuses it on the launch-date answer and writes nothing", async () => {
    const { tenantId, appId } = await setup();
    const result = await saveSimpleWizardAnswers(
      tenantId,
      appId,
      { "launch-date": PAST, "launch-help": "Testers" },
      100,
    );
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(result.ok ? null : "errors" in result && result.errors["launch-date"]).toEqual([
      "2020-01-01 has already passed: pick today or a later day for your planned launch.",
    ]);
    expect(await storedDate(appId)).toBeNull();
    const app = await db.app.findUniqueOrThrow({ where: { id: appId } });
    expect(app.wizardAnswers).toEqual({});
    expect(await db.checklistTask.count({ where: { appId } })).toBe(0);
  });

  test("the Community module refuses it on productHuntDate", async () => {
    const { tenantId, appId } = await setup();
    // Community opens after the three modules before it.
    await db.module.createMany({
      data: ["foundation", "seo", "content"].map((stepName) => ({
        appId,
        stepName,
        status: "completed",
        data: {},
      })),
    });
    const result = await saveModule(tenantId, appId, "community", {
      status: "in_progress",
      data: { productHuntDate: PAST },
    });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errors: { productHuntDate: [expect.stringContaining("has already passed")] },
    });
    expect(await storedDate(appId)).toBeNull();
  });

  test("the checklist refuses it; a future date is set", async () => {
    const { tenantId, appId } = await setup();
    await expect(setLaunchDate(tenantId, appId, PAST)).rejects.toBeInstanceOf(PastLaunchDate);
    expect(await storedDate(appId)).toBeNull();
    const planned = await setLaunchDate(tenantId, appId, FUTURE);
    expect(planned?.created).toBeGreaterThan(0);
  });

  test("a date saved before it passed may stay when the form is saved again", async () => {
    const { tenantId, appId } = await setup();
    await db.app.update({
      where: { id: appId },
      data: { launchDate: new Date(`${PAST}T00:00:00Z`) },
    });
    const result = await saveSimpleWizardAnswers(
      tenantId,
      appId,
      { "launch-date": PAST, "launch-help": "Testers" },
      100,
    );
    expect(result.ok).toBe(true);
  });
});
