// Launch drafts of one app: generated from its answers (app/lib/drafts.ts) and overlaid with the
// maker's saved edits (App.drafts, keyed by draft id). Tenant-scoped: another tenant's app is null.
import { z } from "zod";

import { formatLaunchDate, storedToLaunchDate } from "~/lib/checklist";
import { type Draft, type DraftInput, draftWarnings, generateDrafts } from "~/lib/drafts";
import { categoryName, isCategoryId } from "~/lib/enums";
import { DRAFT_TEXT_MAX, normalizeLineBreaks } from "~/lib/limits";
import { readPlatforms } from "~/lib/platforms";
import type { ContentChannel } from "~/lib/wizard/content-schedule";
import { CONTENT_IDEAS } from "~/lib/wizard/modules";
import { readSimpleAnswers } from "~/lib/wizard/simple-questions";
import { db } from "~/services/db.server";

import { savedContentSchedule } from "./calendar.server";
import { type Claim, claimKey, recordAnswer, storedAnswer } from "./idempotency.server";
import { lockApp, TRANSACTION_OPTIONS } from "./module.server";
import { isUniqueViolation } from "./user.server";
import { assertCanWrite } from "./write-access.server";

export type DraftView = Draft & {
  generated: string;
  edited: boolean;
  savedAt: string | null;
  warnings: string[];
};

type SavedDrafts = Record<string, { text: string; savedAt: string }>;

function readSaved(json: unknown): SavedDrafts {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return {};
  const saved: SavedDrafts = {};
  for (const [id, value] of Object.entries(json)) {
    const entry = value as Record<string, unknown> | null;
    if (entry && typeof entry.text === "string" && typeof entry.savedAt === "string") {
      saved[id] = { text: entry.text, savedAt: entry.savedAt };
    }
  }
  return saved;
}

async function loadApp(tenantId: string, appId: string) {
  return db.app.findFirst({
    where: { id: appId, tenantId },
    include: {
      modules: {
        where: { stepName: { in: ["foundation", "content"] } },
        select: { stepName: true, data: true },
      },
    },
  });
}

type LoadedApp = NonNullable<Awaited<ReturnType<typeof loadApp>>>;

function draftInput(app: LoadedApp): DraftInput {
  const data = (step: string) => {
    const value = app.modules.find((m) => m.stepName === step)?.data;
    return (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  };
  const schedule = savedContentSchedule(data("content")).map((entry) => {
    const idea = CONTENT_IDEAS.find((i) => i.id === entry.ideaId);
    return {
      week: entry.week,
      channel: entry.channel,
      dueDate: entry.dueDate,
      ideaTitle: idea?.title ?? entry.ideaId,
      ideaDescription: idea?.description ?? "",
    };
  });
  return {
    appId: app.id,
    appName: app.name,
    url: app.url,
    description: app.description,
    category: isCategoryId(app.category) ? app.category : null,
    categoryName: categoryName(app.category),
    platforms: readPlatforms(app.platforms),
    answers: readSimpleAnswers(app.wizardAnswers),
    foundation: data("foundation"),
    launchDate: app.launchDate ? formatLaunchDate(storedToLaunchDate(app.launchDate)) : null,
    schedule,
  };
}

function views(app: LoadedApp): DraftView[] {
  const input = draftInput(app);
  const saved = readSaved(app.drafts);
  const channels = new Map<string, ContentChannel>(
    input.schedule.map((e) => [`post-week-${e.week}`, e.channel]),
  );
  return generateDrafts(input).map((draft) => {
    const edit = saved[draft.id];
    const shown = { ...draft, text: edit ? edit.text : draft.text };
    return {
      ...shown,
      generated: draft.text,
      edited: Boolean(edit),
      savedAt: edit?.savedAt ?? null,
      warnings: draftWarnings(shown, channels.get(draft.id)),
    };
  });
}

/** The app's drafts, generated from its answers with the maker's saved edits; null if not found. */
export async function getDrafts(tenantId: string, appId: string): Promise<DraftView[] | null> {
  const app = await loadApp(tenantId, appId);
  return app ? views(app) : null;
}

export const draftTextSchema = z
  .string({ error: "The draft must be text" })
  .overwrite(normalizeLineBreaks)
  .trim()
  .min(1, "The draft is empty. Use \u201cBack to the generated draft\u201d to start again.")
  .max(
    DRAFT_TEXT_MAX,
    `Keep a draft to at most ${DRAFT_TEXT_MAX.toLocaleString("en-US")} characters`,
  );

/** A draft's form on the page (its native constraints come from here). */
export const draftFormSchema = z.object({ draftId: z.string(), text: draftTextSchema });

export type SaveDraftResult =
  | { ok: true; version?: number | null }
  | { ok: false; status: 400; message: string }
  | { ok: false; status: 404; message: string }
  /** Saved on another device since the form's version: what it holds now, nothing overwritten. */
  | { ok: false; status: 409; message: string; current: { text: string; savedAt: string } | null }
  /** A queued save sent again: what its first send answered, nothing written twice. */
  | { ok: false; status: "replayed"; answer: { status: number; body: Record<string, unknown> } };

export const DRAFT_CHANGED = "This draft was changed on another device since you opened it.";

/** A save a phone may have queued offline (docs/decisions/081-queued-writes.md). */
export type QueuedSave = {
  /** Its idempotency key, claimed with the save: sent twice, it saves once. */
  claim: Claim | null;
  /** The draft's `savedAt` the form was based on: a later save elsewhere is not overwritten. */
  basedOn: Date | null;
};

/** Saves the maker's version of one draft, or (text null) goes back to the generated one. */
export async function saveDraft(
  tenantId: string,
  appId: string,
  draftId: string,
  text: unknown,
  now = new Date(),
  queued: QueuedSave = { claim: null, basedOn: null },
): Promise<SaveDraftResult> {
  const { claim, basedOn } = queued;
  await assertCanWrite(tenantId);
  const app = await loadApp(tenantId, appId);
  if (!app) return { ok: false, status: 404, message: "App not found." };
  if (!views(app).some((d) => d.id === draftId)) {
    return { ok: false, status: 404, message: "There is no such draft for this app." };
  }
  const parsed = text === null ? null : draftTextSchema.safeParse(text);
  if (parsed && !parsed.success) {
    return { ok: false, status: 400, message: parsed.error.issues[0].message };
  }
  return db
    .$transaction(async (tx): Promise<SaveDraftResult> => {
      if (!(await lockApp(tx, tenantId, appId))) {
        return { ok: false, status: 404, message: "App not found." };
      }
      if (claim) await claimKey(tx, claim);
      const current = await tx.app.findUniqueOrThrow({
        where: { id: appId },
        select: { drafts: true },
      });
      const saved = readSaved(current.drafts);
      const mine = saved[draftId] ?? null;
      // Compared after the app's row lock, so two saves cannot both pass the check.
      if (basedOn && (!mine || new Date(mine.savedAt).getTime() !== basedOn.getTime())) {
        const conflict = { ok: false as const, status: 409 as const, message: DRAFT_CHANGED };
        const answer = { ...conflict, current: mine };
        if (claim) {
          await recordAnswer(tx, claim, {
            status: 409,
            body: { error: DRAFT_CHANGED, current: mine },
          });
        }
        return answer;
      }
      if (parsed) saved[draftId] = { text: parsed.data, savedAt: now.toISOString() };
      else delete saved[draftId];
      await tx.app.update({ where: { id: appId }, data: { drafts: saved } });
      // The new version (milliseconds), for the worker to move later queued saves onto.
      const savedAt = saved[draftId]?.savedAt;
      const version = savedAt ? new Date(savedAt).getTime() : null;
      if (claim) await recordAnswer(tx, claim, { status: 200, body: { draftId, version } });
      return { ok: true, version };
    }, TRANSACTION_OPTIONS)
    .catch(async (error: unknown): Promise<SaveDraftResult> => {
      if (!claim || !isUniqueViolation(error)) throw error;
      return { ok: false, status: "replayed", answer: await storedAnswer(claim) };
    });
}
