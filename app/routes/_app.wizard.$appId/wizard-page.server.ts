// The marketing wizard page's server half (app/routes/_app.wizard.$appId/route.tsx): the loader data
// and the one save behind Save Draft and Save & Continue. Kept in a .server module so that the
// module definitions, the guidance sources and the launch-copy rules it reads never reach the
// browser's bundle: the page gets them resolved, as data.
import { redirect } from "@remix-run/node";

import { storedToLaunchDate } from "~/lib/checklist";
import { competitorView } from "~/lib/competitors";
import { safeTimeZone, todayIn } from "~/lib/dates";
import { categoryName, type StepName } from "~/lib/enums";
import type { FormConstraint } from "~/lib/forms";
import {
  checkLaunchCopy,
  launchCopyFieldsFrom,
  type LaunchCopyReport,
  RULES_LAST_REVIEWED,
} from "~/lib/launch-copy-check";
import { readPlatforms } from "~/lib/platforms";
import { showsChildrenRules } from "~/lib/wizard/audience";
import { prefillWithNotes, requiredFieldLabels } from "~/lib/wizard/completion";
import { categoryChannelSuggestions, readStoredSchedule } from "~/lib/wizard/content-schedule";
import { nextStep, previousStep, resumeStep } from "~/lib/wizard/locking";
import { MODULE_COUNT_WORD, MODULE_TITLES } from "~/lib/wizard/module-titles";
import {
  moduleDataFromForm,
  moduleDefinition,
  moduleStepView,
  parseStepName,
} from "~/lib/wizard/modules";
import { countCompleted, MODULE_COUNT, moduleProgress } from "~/lib/wizard/progress";
import { readSimpleAnswers } from "~/lib/wizard/simple-questions";
import { guidanceView, lastCheckedLabel } from "~/lib/wizard/sources";
import { getModules } from "~/models/module.server";
import { moduleDataSchemas } from "~/models/module-schemas.server";
import { saveModuleOnce } from "~/models/module-writes.server";
import { getZodConstraint } from "~/utils/conform-zod.server";
import { formReply, type IntentInput, refusedResult } from "~/utils/form.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { basedOn, writeClaim } from "~/utils/queued-writes.server";
import type { PublicUser } from "~/utils/session.server";
import { redirectWithInfoToast, redirectWithSuccessToast } from "~/utils/toast.server";
import { type requireAppWithCategory, STEP_NOT_FOUND } from "~/utils/wizard-app.server";

import { moduleLinkCards } from "./module-links.server";
import { moduleSaveAnswer } from "./module-queued.server";

type WizardApp = Awaited<ReturnType<typeof requireAppWithCategory>>;

/** The plan's progress line: "3 of 8 modules completed", 38 %. Worked out here, so the page's
 * JavaScript needs neither the module list nor the rounding. */
function planProgress(completed: number) {
  return { completed, total: MODULE_COUNT, percent: moduleProgress(completed) };
}

const KEPT_THEIRS = {
  title: "Kept the other device's answers",
  description: "Your answers from this page were not saved.",
};
const DRAFT_SAVED = { title: "Draft saved", description: "Your progress has been saved." };
const ALL_DONE = {
  title: "Congratulations!",
  description: "You've completed all marketing modules. Your app is ready for launch!",
};

/** The page of one module step: ?step= or the first open step; 404 for a step that isn't one. */
export async function marketingWizardPage(user: PublicUser, app: WizardApp, request: Request) {
  const modules = await getModules(user.tenantId, app.id);
  invariantResponse(modules, APP_NOT_FOUND);
  const requested = new URL(request.url).searchParams.get("step");
  const openStep = resumeStep(Object.fromEntries(modules.map((m) => [m.stepName, m.status])));
  const step = requested === null ? openStep : parseStepName(requested);
  const current = modules.find((m) => m.stepName === step);
  invariantResponse(step && current, STEP_NOT_FOUND);
  const previous = previousStep(step);
  const answers = readSimpleAnswers(app.wizardAnswers);
  const foundationAge = modules.find((m) => m.stepName === "foundation")?.data.audienceAge;
  // Foundation's age range once typed, else the simple wizard's answer: children's rules show
  // unless it rules children out.
  const ageRange =
    typeof foundationAge === "string" && foundationAge.trim()
      ? foundationAge
      : answers["age-group"];
  const view = moduleStepView(step, app.category, {
    platforms: readPlatforms(app.platforms),
    appName: app.name,
    answers,
    childrenRules: showsChildrenRules(ageRange),
  });
  // Answers flow forward: empty fields show the matching simple answers until the user saves.
  const saved = { ...current.data };
  if (step === "community") {
    saved.productHuntDate = app.launchDate ? storedToLaunchDate(app.launchDate) : "";
  }
  const { values: prefill, shortened } = prefillWithNotes(step, saved, answers);
  const { guidance, categoryNotes, ...stepView } = view;
  return {
    app: { id: app.id, name: app.name, categoryName: categoryName(app.category) ?? "" },
    channelSuggestions: categoryChannelSuggestions(app.category),
    step,
    steps: modules.map((m) => ({
      stepName: m.stepName,
      title: MODULE_TITLES[m.stepName],
      status: m.status,
      locked: m.locked,
    })),
    progress: planProgress(countCompleted(modules.map((m) => m.status))),
    locked: current.locked,
    previous: previous ? { stepName: previous, title: MODULE_TITLES[previous] } : null,
    openStep: { stepName: openStep, title: MODULE_TITLES[openStep] },
    view: {
      ...stepView,
      // The rules' sources and dates are resolved here: the source list stays off the browser.
      guidance: guidanceView(guidance),
      categoryNotes: guidanceView(categoryNotes),
    },
    constraint: moduleConstraint(step),
    /** When this step was last saved: the form starts afresh after each save. */
    savedAt: current.updatedAt?.toISOString() ?? "",
    launchCopy: launchCopyReport(step, saved),
    /** The step's cards that lead to another page, their words kept out of the JavaScript. */
    links: moduleLinkCards(step, app.id),
    /** Foundation's competitor table, from the saved answers (kept out of the page's JavaScript). */
    // It reads the selling point the form shows (saved, else carried over from the answers), so
    // the card never says "no selling point yet" beside a filled field.
    competitors: step === "foundation" ? competitorView(app.name, { ...saved, ...prefill }) : null,
    saved: { ...saved, ...prefill },
    prefilled: Object.fromEntries(
      Object.keys(prefill).map((field) => [field, "your simple answers"]),
    ) as Record<string, string>,
    /** Prefilled fields shortened to fit their limit: the page asks the maker to check them. */
    shortened,
    required: requiredFieldLabels(step),
    savedSchedule: readStoredSchedule(current.data.contentSchedule),
    today: todayIn(user.timeZone),
    lastChecked: lastCheckedLabel(view.lastChecked),
  };
}

/**
 * The browser's checks for a module form: the schema's (nothing is required for a draft) and a
 * native maxLength on every field without a live counter (the counted fields take any length so
 * a pasted draft can be trimmed; the server refuses what is still too long).
 */
function moduleConstraint(step: StepName): FormConstraint {
  const constraint: FormConstraint = { ...getZodConstraint(moduleDataSchemas[step]) };
  for (const field of moduleDefinition(step).fields) {
    if (field.kind === "ideas" || field.counter) continue;
    constraint[field.name] = { ...constraint[field.name], maxLength: field.maxLength };
  }
  return constraint;
}

/** The Product Hunt copy check of the saved Creative/Launch answers, run here, not in the browser. */
function launchCopyReport(step: StepName, saved: unknown): LaunchCopyReport | null {
  if (step !== "creative" && step !== "launch") return null;
  const fields = launchCopyFieldsFrom(saved, step);
  return {
    warnings: checkLaunchCopy(fields),
    anyText: fields.some((f) => f.text.trim() !== ""),
    reviewed: RULES_LAST_REVIEWED,
  };
}

export type WizardContext = { user: PublicUser; app: WizardApp };

/**
 * Save Draft ("draft") and Save & Continue ("complete"): the same save through saveModule (the
 * function the /api routes use: locking, limits, the completion rule, the write gate), then
 * the draft stays on its step with a toast and Save & Continue moves on.
 */
export async function saveModuleStep({
  ctx: { user, app },
  formData,
  formId,
  intent,
  request,
}: IntentInput<WizardContext>) {
  const step = parseStepName(
    String(formData.get("step") ?? new URL(request.url).searchParams.get("step")),
  );
  if (!step) {
    return formReply(
      formId,
      refusedResult(formData, {
        "": [`Choose Save Draft or Save & Continue on one of the ${MODULE_COUNT_WORD} steps.`],
      }),
    );
  }
  const input = {
    status: intent === "complete" ? "completed" : "in_progress",
    data: moduleDataFromForm(step, formData),
  };
  const claim = writeClaim(request, formData, user.id, `module:${app.id}:${step}:${intent}`);
  const save = { appId: app.id, stepName: step, input, timeZone: user.timeZone };
  const once = await saveModuleOnce(user.tenantId, save, claim, basedOn(formData));
  const here = `/wizard/${app.id}?step=${step}`;
  const answered = moduleSaveAnswer(
    { request, formId, formData, here, timeZone: safeTimeZone(user.timeZone), step, intent },
    once,
  );
  if (answered) return answered;
  if (once.kind !== "saved") throw new Error("A replayed or refused save is always answered.");
  const result = once.result;
  invariantResponse(result.ok || result.status !== 404, APP_NOT_FOUND);
  if (!result.ok) {
    if (result.status === 400) return formReply(formId, refusedResult(formData, result.errors));
    return formReply(formId, refusedResult(formData, { "": [result.message] }), {
      status: result.status,
    });
  }
  if (intent === "draft")
    return redirectWithSuccessToast(`/wizard/${app.id}?step=${step}`, DRAFT_SAVED);
  const next = nextStep(step);
  if (!next) return redirectWithSuccessToast("/dashboard", ALL_DONE);
  return redirect(`/wizard/${app.id}?step=${next}`);
}

/** Keep theirs (a save that met a change made on another device): the step as it is saved now. */
export async function keepTheirModule({
  ctx: { app },
  formData,
  request,
}: IntentInput<WizardContext>) {
  const step =
    parseStepName(String(formData.get("step") ?? new URL(request.url).searchParams.get("step"))) ??
    "foundation";
  return redirectWithInfoToast(`/wizard/${app.id}?step=${step}`, KEPT_THEIRS);
}
