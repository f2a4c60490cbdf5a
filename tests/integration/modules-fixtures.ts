// Shared set-up for the modules integration tests: an app with a category, and module rows.
import type { StepName } from "~/lib/enums";
import { db } from "~/services/db.server";

import { createSignedInUser } from "./helpers";

export async function createAppFor(tenantId: string, category: string | null = "games") {
  return db.app.create({
    data: { tenantId, name: "Tile Tales", category, wizardAnswers: {}, progress: 0 },
  });
}

export async function signedInWithApp(category: string | null = "games") {
  const signedIn = await createSignedInUser();
  const app = await createAppFor(signedIn.tenant.id, category);
  return { ...signedIn, app };
}

/** Marks modules completed directly in the database, as if saved earlier. */
export async function completeModules(appId: string, steps: readonly StepName[]) {
  for (const stepName of steps) {
    await db.module.upsert({
      where: { appId_stepName: { appId, stepName } },
      create: { appId, stepName, status: "completed", data: {} },
      update: { status: "completed" },
    });
  }
}

export const VALID_FOUNDATION = {
  elevatorPitch: "Tile Tales is a cozy word-puzzle game for commuters.",
  usp: "No ads, no timers.",
  audienceJob: "Commuters",
  painPoint: "Boring commutes",
  competitor0: "Wordscapes",
  competitorWeakness0: "Ads between levels",
};

export async function readJsonBody(response: Response) {
  return (await response.json()) as Record<string, unknown> & {
    message?: string;
    errors?: Record<string, string[]>;
  };
}
