// Flat on purpose (docs/decisions/058-house-by-feature.md): the sign-in pages import its action to
// replay a save whose session ended, and no route may import a folder route's module.
// The simple wizard (docs/product/spec-facts.md §2–4): four steps of three questions, ?step=0..3. Previous,
// Save and Next/Finish all save the step's answers; progress is round((step + 1) / 4 * 100).
// Finish opens the plan (the first open module) rather than the dashboard.
// After the trial, Previous and Next only move between steps; Save and Finish are refused.
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useRef } from "react";

import { useFormReply, useStepFocus } from "~/components/forms";
import { ProgressBar } from "~/components/wizard/progress-bar";
import { StepHeading } from "~/components/wizard/step-heading";
import { storedToLaunchDate } from "~/lib/checklist";
import type { PageHandle } from "~/lib/edge-rules";
import { categoryName } from "~/lib/enums";
import { addFieldError, newFieldErrors } from "~/lib/field-errors";
import type { FormConstraint } from "~/lib/forms";
import { readPlatforms } from "~/lib/platforms";
import { prefillSimpleAnswers } from "~/lib/wizard/completion";
import { SIMPLE_WIZARD_STEP_COUNT, simpleWizardProgress } from "~/lib/wizard/progress";
import {
  parseSimpleStep,
  readSimpleAnswers,
  resumeSimpleStep,
  SIMPLE_WIZARD_LAST_STEP,
  SIMPLE_WIZARD_STEPS,
  simpleStepView,
} from "~/lib/wizard/simple-questions";
import { saveSimpleWizardAnswers } from "~/models/wizard.server";
import { isWriteBlocked } from "~/models/write-access.server";
import {
  dispatchIntent,
  formReply,
  type IntentInput,
  type Intents,
  refusedResult,
} from "~/utils/form.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { wantsJson, writeClaim } from "~/utils/queued-writes.server";
import type { PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";
import {
  type requireAppWithCategory,
  requireUserAppWithCategory,
  STEP_NOT_FOUND,
} from "~/utils/wizard-app.server";

import { SIMPLE_WIZARD_FORM, SimpleWizardForm } from "./simple-wizard-form";

// Kept for reading offline (app/lib/edge-rules.ts): a step saved there is queued and sent once.
export const handle = {
  title: "Simple questions",
  edge: { offline: true, stash: true },
} satisfies PageHandle;

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

const SAVED = { title: "Saved!", description: "Your answers have been saved." };
const FINISHED = {
  title: "Amazing work!",
  description: "You've completed all the questions. Your app marketing plan is ready!",
};
const WHY_CATEGORY = "The questions come with examples for your app's category.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { app } = await requireUserAppWithCategory({ request, params }, WHY_CATEGORY);
  const answers = readSimpleAnswers(app.wizardAnswers);
  // The launch date is the app's one stored date; name and description come from Add App.
  if (app.launchDate) answers["launch-date"] = storedToLaunchDate(app.launchDate);
  const prefill = prefillSimpleAnswers(answers, app);
  const requested = new URL(request.url).searchParams.get("step");
  const step = requested === null ? resumeSimpleStep(answers) : parseSimpleStep(requested);
  invariantResponse(step !== null, STEP_NOT_FOUND);
  const view = simpleStepView(step, app.category, app.name, readPlatforms(app.platforms));
  // The browser's own checks: each answer's length (zod stays on the server).
  const constraint: FormConstraint = Object.fromEntries(
    view.questions.map((q) => [q.id, { required: false, maxLength: q.maxLength }]),
  );
  return {
    app: { id: app.id, name: app.name, categoryName: categoryName(app.category) ?? "" },
    step,
    stepTitles: SIMPLE_WIZARD_STEPS.map((s) => s.title),
    view,
    constraint,
    /** When the answers were last saved: the form starts afresh after each save. */
    savedAt: app.updatedAt.toISOString(),
    answers: { ...answers, ...prefill } as Record<string, string>,
    prefilled: Object.fromEntries(
      Object.keys(prefill).map((id) => [id, "the app's details"]),
    ) as Record<string, string>,
  };
}

type SimpleWizardContext = {
  user: PublicUser;
  app: Awaited<ReturnType<typeof requireAppWithCategory>>;
};

const stepUrl = (appId: string, step: number) => `/simple-wizard/${appId}?step=${step}`;

/**
 * The step's three answers saved through saveSimpleWizardAnswers (which also runs the write
 * gate), or the reply that refuses them.
 */
async function saveAnswers({
  ctx: { user, app },
  formData,
  formId,
  intent,
  request,
}: IntentInput<SimpleWizardContext>) {
  const step = parseSimpleStep(String(formData.get("step")));
  if (step === null) {
    const message = "Use Previous, Save, Next or Finish on one of the four steps.";
    return {
      ok: false as const,
      reply: formReply(formId, refusedResult(formData, { "": [message] })),
    };
  }
  const values: Record<string, string> = {};
  for (const question of SIMPLE_WIZARD_STEPS[step].questions) {
    const value = formData.get(question.id);
    values[question.id] = typeof value === "string" ? value : "";
  }
  // A save queued offline carries a key (docs/decisions/081-queued-writes.md): sent twice, it
  // saves once; the service worker's replay reads the answer as JSON.
  const claim = writeClaim(request, formData, user.id, `simple:${app.id}:${step}:${intent}`);
  const result = await saveSimpleWizardAnswers(
    user.tenantId,
    app.id,
    values,
    simpleWizardProgress(step),
    claim,
  );
  if (result.ok || result.status === "replayed") {
    const answer = result.ok
      ? { status: 200, body: { questionsProgress: result.questionsProgress } }
      : result.answer;
    if (wantsJson(request)) {
      return { ok: false as const, reply: Response.json(answer.body, { status: answer.status }) };
    }
    return { ok: true as const, step };
  }
  invariantResponse(result.status !== 404, APP_NOT_FOUND);
  // Errors that belong to no question ("_root", "progress") go to the whole form.
  const errors = newFieldErrors();
  for (const [key, messages] of Object.entries(result.errors)) {
    const name = Object.hasOwn(values, key) ? key : "";
    for (const message of messages) addFieldError(errors, name, message);
  }
  return { ok: false as const, reply: formReply(formId, refusedResult(formData, errors)) };
}

/**
 * After the answers are saved: the next step, or after the last the dashboard with the toast of
 * docs/product/spec-facts.md §4 and §8 ("On the last step Finish saves, shows a toast and goes to
 * /dashboard"), where the app's card leads with the next real step: the launch date or its dated
 * checklist, then the plan's first open module (docs/decisions/070-first-hour-second-pass.md).
 */
function forward({ app }: SimpleWizardContext, step: number) {
  if (step < SIMPLE_WIZARD_LAST_STEP) return redirect(stepUrl(app.id, step + 1));
  return redirectWithSuccessToast("/dashboard", FINISHED);
}

/**
 * Moving between steps stays open after the trial: Previous and Next save when they may, and
 * when the write gate refuses they only move (Save and Finish get the gate's 403).
 */
async function moveOrSave(
  input: IntentInput<SimpleWizardContext>,
  move: (step: number) => Response | null,
  after: (step: number) => Response | Promise<Response>,
) {
  try {
    const saved = await saveAnswers(input);
    if (!saved.ok) return saved.reply;
    return after(saved.step);
  } catch (error) {
    const step = parseSimpleStep(String(input.formData.get("step")));
    const moved = isWriteBlocked(error) && step !== null ? move(step) : null;
    if (moved) return moved;
    throw error;
  }
}

export const intents = {
  previous: {
    form: SIMPLE_WIZARD_FORM,
    run: (input) => {
      const back = (step: number) => redirect(stepUrl(input.ctx.app.id, Math.max(0, step - 1)));
      return moveOrSave(input, back, back);
    },
  },
  next: {
    form: SIMPLE_WIZARD_FORM,
    run: (input) =>
      moveOrSave(
        input,
        (step) =>
          step < SIMPLE_WIZARD_LAST_STEP ? redirect(stepUrl(input.ctx.app.id, step + 1)) : null,
        (step) => forward(input.ctx, step),
      ),
  },
  save: {
    form: SIMPLE_WIZARD_FORM,
    run: async (input) => {
      const saved = await saveAnswers(input);
      if (!saved.ok) return saved.reply;
      return redirectWithSuccessToast(stepUrl(input.ctx.app.id, saved.step), SAVED);
    },
  },
  finish: {
    form: SIMPLE_WIZARD_FORM,
    run: async (input) => {
      const saved = await saveAnswers(input);
      if (!saved.ok) return saved.reply;
      return forward(input.ctx, saved.step);
    },
  },
} satisfies Intents<SimpleWizardContext>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, (args) => requireUserAppWithCategory(args, WHY_CATEGORY), intents);
}

export default function SimpleWizard() {
  const page = useLoaderData<typeof loader>();
  const reply = useFormReply(SIMPLE_WIZARD_FORM);
  const heading = useRef<HTMLHeadingElement>(null);
  // After Previous / Next the new step's heading takes the focus.
  useStepFocus(heading, page.step);
  const isLast = page.step === SIMPLE_WIZARD_LAST_STEP;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-3">
        <div>
          <p className="text-sm font-medium text-brand-700">{page.app.categoryName}</p>
          <h2 className="break-words text-2xl font-bold">Simple questions about {page.app.name}</h2>
        </div>
        <div className="space-y-1">
          <p className="text-sm text-slate-700" data-testid="simple-step">
            Step {page.step + 1} of {SIMPLE_WIZARD_STEP_COUNT}: {page.view.title}
          </p>
          <ProgressBar
            value={page.step + 1}
            max={SIMPLE_WIZARD_STEP_COUNT}
            label="Simple questions progress"
          />
        </div>
        <ol className="flex flex-wrap gap-2 text-xs" aria-label="Steps">
          {page.stepTitles.map((title, index) => (
            <li
              key={title}
              aria-current={index === page.step ? "step" : undefined}
              className={`rounded-full px-3 py-1 font-medium ${
                index === page.step ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700"
              }`}
            >
              {index + 1}. {title}
            </li>
          ))}
        </ol>
      </header>
      <section className="card space-y-4" aria-labelledby="step-title">
        <StepHeading
          id="step-title"
          headingRef={heading}
          title={page.view.title}
          intro={page.view.intro}
        />
        <SimpleWizardForm
          // A new form for a new step or after a save (its time changes), so no error of an
          // earlier refusal outlives the save (Conform keeps its errors until it is reset).
          key={`${page.step}:${page.savedAt}`}
          step={page.step}
          isLast={isLast}
          questions={page.view.questions}
          values={page.answers}
          reply={reply}
          constraint={page.constraint}
          prefilled={page.prefilled}
          categoryName={page.app.categoryName}
        />
      </section>
    </div>
  );
}
