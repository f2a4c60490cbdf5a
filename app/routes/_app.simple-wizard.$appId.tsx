// The simple wizard (docs/product/spec-facts.md §2–4): four steps of three questions, ?step=0..3. Previous,
// Save and Next/Finish all save the step's answers; progress is round((step + 1) / 4 * 100).
// After the trial, Previous and Next only move between steps; Save and Finish are refused.
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { ProgressBar } from "~/components/wizard/progress-bar";
import { SimpleWizardForm } from "~/components/wizard/simple-wizard-form";
import { storedToLaunchDate } from "~/lib/checklist";
import { categoryName } from "~/lib/enums";
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
import { getUserSubscription } from "~/models/subscription.server";
import { saveSimpleWizardAnswers } from "~/models/wizard.server";
import { requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { redirectWithSuccessToast } from "~/utils/toast.server";
import { requireAppWithCategory, STEP_NOT_FOUND } from "~/utils/wizard-app.server";

export const handle = { title: "Simple Questions" };

export const meta: MetaFunction = () => [{ title: "Simple questions · App Marketing Machine" }];

const SAVED = { title: "Saved!", description: "Your answers have been saved." };
const FINISHED = {
  title: "Amazing work!",
  description: "You've completed all the questions. Your app marketing plan is ready!",
};
const INTENTS = ["previous", "save", "next", "finish"] as const;
type Intent = (typeof INTENTS)[number];

const WHY_CATEGORY = "The questions come with examples for your app's category.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const app = await requireAppWithCategory(user.tenantId, params.appId ?? "", WHY_CATEGORY);
  const answers = readSimpleAnswers(app.wizardAnswers);
  // The launch date is the app's one stored date; name and description come from Add App.
  if (app.launchDate) answers["launch-date"] = storedToLaunchDate(app.launchDate);
  const prefill = prefillSimpleAnswers(answers, app);
  const requested = new URL(request.url).searchParams.get("step");
  const step = requested === null ? resumeSimpleStep(answers) : parseSimpleStep(requested);
  invariantResponse(step !== null, STEP_NOT_FOUND);
  return {
    app: { id: app.id, name: app.name, categoryName: categoryName(app.category) ?? "" },
    step,
    stepTitles: SIMPLE_WIZARD_STEPS.map((s) => s.title),
    view: simpleStepView(step, app.category, app.name),
    answers: { ...answers, ...prefill } as Record<string, string>,
    prefilled: Object.fromEntries(
      Object.keys(prefill).map((id) => [id, "the app's details"]),
    ) as Record<string, string>,
  };
}

type ActionData = {
  step: number;
  values: Record<string, string>;
  errors: Record<string, string[]>;
  formError?: string;
  billing?: boolean;
};

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const app = await requireAppWithCategory(user.tenantId, params.appId ?? "", WHY_CATEGORY);
  const form = await readFormData(request);
  const step = parseSimpleStep(String(form.get("step")));
  const intent = form.get("intent") as Intent;
  if (step === null || !INTENTS.includes(intent)) {
    throw new Response("Use Previous, Save, Next or Finish on one of the four steps.", {
      status: 400,
    });
  }
  const values: Record<string, string> = {};
  for (const question of SIMPLE_WIZARD_STEPS[step].questions) {
    const value = form.get(question.id);
    values[question.id] = typeof value === "string" ? value : "";
  }
  const reply = (status: number, rest: Partial<ActionData>) =>
    data<ActionData>({ step, values, errors: {}, ...rest }, { status });

  const url = (target: number) => `/simple-wizard/${app.id}?step=${target}`;
  const { blockedReason } = await getUserSubscription(user);
  if (blockedReason) {
    // Moving between steps stays open after the trial; only saving is refused.
    if (intent === "previous") return redirect(url(Math.max(0, step - 1)));
    if (intent === "next" && step < SIMPLE_WIZARD_LAST_STEP) return redirect(url(step + 1));
    return reply(403, { formError: blockedReason, billing: true });
  }

  const result = await saveSimpleWizardAnswers(
    user.tenantId,
    app.id,
    values,
    simpleWizardProgress(step),
  );
  if (!result.ok) {
    invariantResponse(result.status !== 404, APP_NOT_FOUND);
    return reply(400, { errors: result.errors, formError: "Please fix the highlighted answers." });
  }
  if (intent === "save") return redirectWithSuccessToast(url(step), SAVED);
  if (intent === "previous") return redirect(url(Math.max(0, step - 1)));
  if (step < SIMPLE_WIZARD_LAST_STEP) return redirect(url(step + 1));
  return redirectWithSuccessToast("/dashboard", FINISHED);
}

export default function SimpleWizard() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const reply = actionData?.step === page.step ? actionData : undefined;
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
        <div>
          <h3 id="step-title" className="text-xl font-bold">
            {page.view.title}
          </h3>
          <p className="text-slate-700">{page.view.intro}</p>
        </div>
        <SimpleWizardForm
          key={page.step}
          step={page.step}
          isLast={isLast}
          questions={page.view.questions}
          values={reply?.values ?? page.answers}
          prefilled={reply ? undefined : page.prefilled}
          errors={reply?.errors ?? {}}
          formError={reply?.formError}
          billing={reply?.billing}
          categoryName={page.app.categoryName}
        />
      </section>
    </div>
  );
}
