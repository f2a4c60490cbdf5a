// The demo data must be data the wizard itself could have saved: it passes the module schemas,
// its progress matches its modules, and its content plan is stored with the module.
import { describe, expect, it } from "vitest";

import { isStepName } from "~/lib/enums";
import { readStoredSchedule } from "~/lib/wizard/content-schedule";
import { moduleProgress } from "~/lib/wizard/progress";
import { answeredStepCount, readSimpleAnswers } from "~/lib/wizard/simple-questions";
import { validateModuleData } from "~/models/module-schemas.server";
import { db } from "~/services/db.server";

import { seedIfEmpty } from "../../prisma/seed";

describe("demo modules", () => {
  it("validate against the module schemas and match the apps' progress", async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    const apps = await db.app.findMany({ include: { modules: true } });
    expect(apps.length).toBeGreaterThan(0);
    for (const app of apps) {
      for (const module of app.modules) {
        expect(isStepName(module.stepName)).toBe(true);
        if (!isStepName(module.stepName)) continue;
        const result = validateModuleData(module.stepName, "completed", module.data);
        expect(result.ok ? null : result.errors, `${app.name}/${module.stepName}`).toBeNull();
        if (module.stepName === "content") {
          expect(
            readStoredSchedule((module.data as { contentSchedule?: unknown }).contentSchedule),
          ).not.toBeNull();
        }
      }
      const completed = app.modules.filter((m) => m.status === "completed").length;
      expect(app.progress, app.name).toBe(moduleProgress(completed));
      // The questions' own figure matches the stored answers (one step per 25 %).
      const steps = answeredStepCount(readSimpleAnswers(app.wizardAnswers));
      expect(app.questionsProgress, app.name).toBe(steps * 25);
    }
  });
});
