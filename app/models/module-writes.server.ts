// A module's save that a phone may queue offline (docs/decisions/081-queued-writes.md): saveModule
// (app/models/module.server.ts) with its idempotency key claimed in the save's transaction, so a
// replay saves once, and with the version the form was based on (the module's `updatedAt`): a
// module changed on another device since answers 409 with what it holds now, and is not
// overwritten.
import {
  type Claim,
  claimKey,
  recordAnswer,
  storedAnswer,
  type WriteAnswer,
} from "./idempotency.server";
import { saveModule, type SaveModuleInput, type SaveModuleResult } from "./module.server";
import { isUniqueViolation } from "./user.server";

export const MODULE_CHANGED = "This module was changed on another device since you opened it.";

/** The module as it is now, for a conflict: the page shows it beside the queued answers. */
export type ModuleNow = { status: string; data: unknown; updatedAt: string };

class ModuleConflict extends Error {
  constructor(readonly current: ModuleNow) {
    super(MODULE_CHANGED);
  }
}

export type SaveOnceResult =
  | { kind: "saved"; result: SaveModuleResult }
  | { kind: "replayed" | "conflict"; answer: WriteAnswer };

/** The answer a replay of a save gets: what was saved and the module's new version. */
export const savedAnswer = (saved: SaveModuleResult & { ok: true }): WriteAnswer => ({
  status: 200,
  body: {
    moduleId: saved.module.id,
    status: saved.module.status,
    progress: saved.progress,
    version: saved.module.updatedAt.getTime(),
  },
});

export async function saveModuleOnce(
  tenantId: string,
  save: { appId: string; stepName: string; input: SaveModuleInput; timeZone?: string },
  claim: Claim | null,
  basedOn: Date | null,
): Promise<SaveOnceResult> {
  try {
    const result = await saveModule(tenantId, save.appId, save.stepName, save.input, {
      timeZone: save.timeZone,
      hooks: {
        before: async (tx, stored) => {
          if (claim) await claimKey(tx, claim);
          if (basedOn && stored && stored.updatedAt.getTime() !== basedOn.getTime()) {
            const now = { ...stored, updatedAt: stored.updatedAt.toISOString() };
            throw new ModuleConflict(now);
          }
        },
        after: async (tx, saved) => {
          if (claim) await recordAnswer(tx, claim, savedAnswer(saved));
        },
      },
    });
    return { kind: "saved", result };
  } catch (error) {
    if (error instanceof ModuleConflict) {
      const body = { error: MODULE_CHANGED, current: error.current };
      return { kind: "conflict", answer: { status: 409, body } };
    }
    if (claim && isUniqueViolation(error)) {
      return { kind: "replayed", answer: await storedAnswer(claim) };
    }
    throw error;
  }
}
