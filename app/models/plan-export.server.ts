// Everything one app's marketing plan holds, collected for the PDF and CSV exports: the app's
// details, the simple-wizard answers, the eight modules with the wizard's own field labels (empty
// fields left out), the saved content schedule and the launch checklist. Tenant-scoped: another
// tenant's app reads as missing.
import {
  formatInZone,
  formatLaunchDate,
  launchStartsAt,
  relativeLabel,
  storedToLaunchDate,
} from "~/lib/checklist";
import { formatDate } from "~/lib/date-time";
import { isIsoDate, todayIn } from "~/lib/dates";
import { categoryName, isStepName, STEP_NAMES, type StepName } from "~/lib/enums";
import { formatDueDate } from "~/lib/wizard/content-schedule";
import { CONTENT_IDEAS, MODULES } from "~/lib/wizard/modules";
import { MODULE_COUNT, questionsStepsDone, SIMPLE_WIZARD_STEP_COUNT } from "~/lib/wizard/progress";
import { SIMPLE_WIZARD_STEPS } from "~/lib/wizard/simple-questions";
import { db } from "~/services/db.server";
import { fileTitle } from "~/services/download.server";

import { contentIdeaTitle, savedContentSchedule } from "./calendar.server";
import {
  draftsSection,
  type PlanField,
  type PlanSection,
  storeListingSection,
} from "./plan-extras.server";

export type { PlanField, PlanSection };
export type PlanScheduleEntry = { label: string; value: string };
export type PlanTask = {
  title: string;
  notes: string;
  due: string;
  relative: string | null;
  done: boolean;
};

export type PlanExport = {
  app: {
    name: string;
    url: string;
    description: string;
    category: string | null;
    launchDate: string | null;
    /** "Tuesday, 15 December 2026 (12:01 a.m. Pacific: Tue, 15 Dec 2026, 9:01 AM GMT+1)". */
    launchLabel: string | null;
    progress: number;
  };
  /** The export day in the reader's zone, YYYY-MM-DD and written out. */
  exportedOn: string;
  exportedOnLabel: string;
  timeZone: string;
  details: PlanSection;
  simpleAnswers: PlanSection;
  modules: PlanSection[];
  contentSchedule: PlanScheduleEntry[];
  checklist: PlanTask[];
  storeListing: PlanSection;
  drafts: PlanSection;
};

const STATUS_LABELS: Record<string, string> = {
  not_started: "Not started",
  in_progress: "In progress",
  completed: "Completed",
};

/** A saved value as the text a reader sees; null when there is nothing to show. */
function fieldText(value: unknown): string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(fieldText).filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(", ") : null;
  }
  return null;
}

function ideaTitles(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  const titles = value
    .filter((id): id is string => typeof id === "string")
    .map((id) => CONTENT_IDEAS.find((idea) => idea.id === id)?.title ?? id);
  return titles.length > 0 ? titles.join(", ") : null;
}

function answered(
  fields: { label: string; value: string | null; csvValue?: string }[],
): PlanField[] {
  return fields.filter((field): field is PlanField => field.value !== null);
}

/**
 * A date field's answer for people ("Feb 2, 2027"), the ISO day kept for the CSV; free text
 * typed into an older date question ("In six weeks") stays as typed.
 */
function dateField(label: string, value: unknown, timeZone: string) {
  const text = fieldText(value);
  if (text === null || !isIsoDate(text)) return { label, value: text };
  return { label, value: formatDate(text, timeZone), csvValue: text };
}

function moduleSection(
  step: StepName,
  module: { status: string; data: unknown } | undefined,
  timeZone: string,
) {
  const definition = MODULES.find((m) => m.stepName === step)!;
  const data = (module?.data && typeof module.data === "object" ? module.data : {}) as Record<
    string,
    unknown
  >;
  return {
    title: definition.title,
    status: STATUS_LABELS[module?.status ?? "not_started"] ?? STATUS_LABELS.not_started,
    fields: answered(
      definition.fields.map((field) =>
        field.kind === "date"
          ? dateField(field.label, data[field.name], timeZone)
          : {
              label: field.label,
              value:
                field.kind === "ideas" ? ideaTitles(data[field.name]) : fieldText(data[field.name]),
            },
      ),
    ),
  };
}

export async function collectPlan(
  tenantId: string,
  appId: string,
  timeZone: string,
  now = new Date(),
): Promise<PlanExport | null> {
  const app = await db.app.findFirst({
    where: { id: appId, tenantId },
    include: {
      modules: { select: { stepName: true, status: true, data: true } },
      checklistTasks: { orderBy: [{ dueAt: "asc" }, { sortOrder: "asc" }] },
    },
  });
  if (!app) return null;
  const byStep = new Map(
    app.modules.filter((m) => isStepName(m.stepName)).map((m) => [m.stepName as StepName, m]),
  );
  const answers = (app.wizardAnswers ?? {}) as Record<string, unknown>;
  const launchDate = app.launchDate ? storedToLaunchDate(app.launchDate) : null;
  const category = categoryName(app.category);
  const exportedOn = todayIn(timeZone, now);

  return {
    app: {
      name: app.name,
      url: app.url,
      description: app.description,
      category,
      launchDate,
      launchLabel: launchDate
        ? `${formatLaunchDate(launchDate)} (12:01 a.m. Pacific: ${formatInZone(launchStartsAt(launchDate), timeZone)})`
        : null,
      progress: app.progress,
    },
    exportedOn,
    exportedOnLabel: formatLaunchDate(exportedOn),
    timeZone,
    details: {
      title: "App details",
      status: null,
      fields: answered([
        { label: "App name", value: fieldText(app.name) },
        { label: "Website", value: fieldText(app.url) },
        { label: "Description", value: fieldText(app.description) },
        { label: "Category", value: category },
        { label: "Launch date", value: launchDate ? formatLaunchDate(launchDate) : null },
        // The dashboard card's units: modules for the plan, steps for the simple questions.
        { label: "Plan", value: `${app.progress}% of the ${MODULE_COUNT} modules` },
        {
          label: "Simple questions",
          value: `${questionsStepsDone(app.questionsProgress)} of ${SIMPLE_WIZARD_STEP_COUNT} steps`,
        },
      ]),
    },
    simpleAnswers: {
      title: "Simple questions",
      status: null,
      fields: answered(
        SIMPLE_WIZARD_STEPS.flatMap((step) => step.questions).map((question) =>
          question.kind === "date"
            ? dateField(question.label, answers[question.id], timeZone)
            : { label: question.label, value: fieldText(answers[question.id]) },
        ),
      ),
    },
    modules: STEP_NAMES.map((step) => moduleSection(step, byStep.get(step), timeZone)),
    contentSchedule: savedContentSchedule(byStep.get("content")?.data).map((entry) => ({
      label: `Week ${entry.week} · ${entry.channel} · ${formatDueDate(entry.dueDate)}`,
      value: contentIdeaTitle(entry.ideaId),
    })),
    checklist: app.checklistTasks.map((task) => ({
      title: task.title,
      notes: task.notes,
      due: formatInZone(task.dueAt, timeZone),
      relative: relativeLabel(task.offsetDays),
      done: task.done,
    })),
    storeListing: await storeListingSection(tenantId, app.id),
    drafts: await draftsSection(tenantId, app.id),
  };
}

export type PlanCsvRow = { section: string; field: string; value: string };

/** One row per answered field, then the schedule and the checklist, in the PDF's order. */
export function planCsvRows(plan: PlanExport): PlanCsvRow[] {
  const rows: PlanCsvRow[] = [];
  for (const section of [plan.details, plan.simpleAnswers, ...plan.modules]) {
    for (const field of section.fields) {
      rows.push({
        section: section.title,
        field: field.label,
        value: field.csvValue ?? field.value,
      });
    }
  }
  for (const entry of plan.contentSchedule) {
    rows.push({ section: "Content schedule", field: entry.label, value: entry.value });
  }
  for (const section of [plan.storeListing, plan.drafts]) {
    for (const field of section.fields) {
      rows.push({ section: section.title, field: field.label, value: field.value });
    }
  }
  for (const task of plan.checklist) {
    const when = task.relative ? `${task.due} (${task.relative})` : task.due;
    rows.push({
      section: "Launch checklist",
      field: task.title,
      value: `${task.done ? "Done" : "Open"}, due ${when}`,
    });
  }
  return rows;
}

/** A file-name-safe slug of the app's name ("PocketPets!" -> "pocketpets"), "app" if none. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "app";
}

/** The real name for `filename*`: "专注-marketing-plan-2026-11-22.pdf". */
export function planDownloadName(
  plan: Pick<PlanExport, "app" | "exportedOn">,
  extension: "pdf" | "csv",
) {
  return `${fileTitle(plan.app.name)}-marketing-plan-${plan.exportedOn}.${extension}`;
}

/** The ASCII fallback: "pocketpets-marketing-plan-2026-11-22.pdf". */
export function planFileName(
  plan: Pick<PlanExport, "app" | "exportedOn">,
  extension: "pdf" | "csv",
) {
  return `${fileSlug(plan.app.name)}-marketing-plan-${plan.exportedOn}.${extension}`;
}
