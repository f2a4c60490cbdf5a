// The eight-module marketing wizard (docs/product/spec-facts.md §2–5): ?step=foundation..retention, a step
// list with lock states, guidance per module, Save Draft and Save & Continue. Locking, limits and
// progress are enforced by saveModule, the same function the /api routes use.
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { FormAlert } from "~/components/wizard/form-alert";
import { GuidancePanel } from "~/components/wizard/guidance-panel";
import { LockedStep } from "~/components/wizard/locked-step";
import { ModuleExtras } from "~/components/wizard/module-extras";
import { ModuleForm, type ModuleFormValues } from "~/components/wizard/module-form";
import { ProgressBar } from "~/components/wizard/progress-bar";
import { StepList } from "~/components/wizard/step-list";
import { storedToLaunchDate } from "~/lib/checklist";
import { todayIn } from "~/lib/dates";
import { categoryName, type StepName } from "~/lib/enums";
import { readPlatforms } from "~/lib/platforms";
import { prefillFromAnswers, requiredFieldLabels } from "~/lib/wizard/completion";
import { channelsFor, readStoredSchedule } from "~/lib/wizard/content-schedule";
import { nextStep, previousStep, resumeStep } from "~/lib/wizard/locking";
import {
  moduleDataFromForm,
  moduleStepView,
  parseStepName,
  STEP_TITLES,
} from "~/lib/wizard/modules";
import { countCompleted, MODULE_COUNT, moduleProgress } from "~/lib/wizard/progress";
import { readSimpleAnswers } from "~/lib/wizard/simple-questions";
import { lastCheckedLabel } from "~/lib/wizard/sources";
import { getModules, saveModule } from "~/models/module.server";
import { getUserSubscription } from "~/models/subscription.server";
import { requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { redirectWithSuccessToast } from "~/utils/toast.server";
import { requireAppWithCategory, STEP_NOT_FOUND } from "~/utils/wizard-app.server";

export const handle = { title: "Marketing Wizard" };

export const meta: MetaFunction = () => [{ title: "Marketing wizard · App Marketing Machine" }];

const DRAFT_SAVED = { title: "Draft saved", description: "Your progress has been saved." };
const ALL_DONE = {
  title: "Congratulations!",
  description: "You've completed all marketing modules. Your app is ready for launch!",
};

const WHY_CATEGORY = "The wizard's examples and rules depend on your app's category.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const app = await requireAppWithCategory(user.tenantId, params.appId ?? "", WHY_CATEGORY);
  const modules = await getModules(user.tenantId, app.id);
  invariantResponse(modules, APP_NOT_FOUND);
  const requested = new URL(request.url).searchParams.get("step");
  const openStep = resumeStep(Object.fromEntries(modules.map((m) => [m.stepName, m.status])));
  const step = requested === null ? openStep : parseStepName(requested);
  const current = modules.find((m) => m.stepName === step);
  invariantResponse(step && current, STEP_NOT_FOUND);
  const previous = previousStep(step);
  const { blockedReason } = await getUserSubscription(user);
  const view = moduleStepView(step, app.category, {
    platforms: readPlatforms(app.platforms),
    appName: app.name,
    answers: readSimpleAnswers(app.wizardAnswers),
  });
  // Answers flow forward: empty fields show the matching simple answers until the user saves.
  const saved = { ...current.data };
  if (step === "community") {
    saved.productHuntDate = app.launchDate ? storedToLaunchDate(app.launchDate) : "";
  }
  const prefill = prefillFromAnswers(step, saved, readSimpleAnswers(app.wizardAnswers));
  return {
    app: { id: app.id, name: app.name, categoryName: categoryName(app.category) ?? "" },
    channels: channelsFor(app.category),
    step,
    steps: modules.map((m) => ({
      stepName: m.stepName,
      title: STEP_TITLES[m.stepName],
      status: m.status,
      locked: m.locked,
    })),
    completed: countCompleted(modules.map((m) => m.status)),
    locked: current.locked,
    previous: previous ? { stepName: previous, title: STEP_TITLES[previous] } : null,
    openStep: { stepName: openStep, title: STEP_TITLES[openStep] },
    view,
    saved: { ...saved, ...prefill },
    prefilled: Object.fromEntries(
      Object.keys(prefill).map((field) => [field, "your simple answers"]),
    ) as Record<string, string>,
    required: requiredFieldLabels(step),
    savedSchedule: readStoredSchedule(current.data.contentSchedule),
    today: todayIn(user.timeZone),
    lastChecked: lastCheckedLabel(view.lastChecked),
    blockedReason,
  };
}

type ActionData = {
  step: StepName;
  values: ModuleFormValues;
  errors: Record<string, string[]>;
  formError?: string;
  billing?: boolean;
};

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const app = await requireAppWithCategory(user.tenantId, params.appId ?? "", WHY_CATEGORY);
  const form = await readFormData(request);
  const step = parseStepName(
    String(form.get("step") ?? new URL(request.url).searchParams.get("step")),
  );
  const intent = form.get("intent");
  if (!step || (intent !== "draft" && intent !== "complete")) {
    throw new Response("Choose Save Draft or Save & Continue on one of the eight steps.", {
      status: 400,
    });
  }
  const values = moduleDataFromForm(step, form);
  const reply = (status: number, rest: Partial<ActionData>) =>
    data<ActionData>({ step, values, errors: {}, ...rest }, { status });

  const { blockedReason } = await getUserSubscription(user);
  if (blockedReason) return reply(403, { formError: blockedReason, billing: true });

  const result = await saveModule(
    user.tenantId,
    app.id,
    step,
    { status: intent === "complete" ? "completed" : "in_progress", data: values },
    { timeZone: user.timeZone },
  );
  invariantResponse(result.ok || result.status !== 404, APP_NOT_FOUND);
  if (!result.ok) {
    if (result.status === 400) {
      return reply(400, {
        errors: result.errors,
        formError: "Please fix the highlighted fields. Nothing was saved yet.",
      });
    }
    return reply(409, { formError: result.message });
  }
  if (intent === "draft")
    return redirectWithSuccessToast(`/wizard/${app.id}?step=${step}`, DRAFT_SAVED);
  const next = nextStep(step);
  if (!next) return redirectWithSuccessToast("/dashboard", ALL_DONE);
  return redirect(`/wizard/${app.id}?step=${next}`);
}

export default function MarketingWizard() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const reply = actionData?.step === page.step ? actionData : undefined;
  const percent = moduleProgress(page.completed);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="space-y-3">
        <div>
          <p className="text-sm font-medium text-brand-700">{page.app.categoryName}</p>
          <h2 className="break-words text-2xl font-bold">Marketing plan for {page.app.name}</h2>
        </div>
        <p>
          {/* A plain link: the CSV is a download. */}
          <a href={`/apps/${page.app.id}/export.csv`} className="btn-secondary">
            Export to CSV
          </a>
        </p>
        <div className="space-y-1">
          <p className="text-sm text-slate-700" data-testid="wizard-progress">
            {page.completed} of {MODULE_COUNT} modules completed · {percent}%
          </p>
          <ProgressBar value={percent} label="Marketing plan progress" />
        </div>
      </header>

      <div className="grid grid-cols-1 gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
        <StepList appId={page.app.id} steps={page.steps} current={page.step} />
        <section aria-labelledby="module-title" className="min-w-0 space-y-5">
          <div>
            <h3 id="module-title" className="text-xl font-bold">
              {page.view.title}
            </h3>
            <p className="text-slate-700">{page.view.summary}</p>
          </div>
          {page.locked ? (
            <>
              <FormAlert message={reply?.formError} billing={reply?.billing} />
              <LockedStep
                appId={page.app.id}
                title={page.view.title}
                previous={page.previous}
                openStep={page.openStep}
              />
            </>
          ) : (
            <>
              <GuidancePanel
                guidance={page.view.guidance}
                categoryNotes={page.view.categoryNotes}
                categoryName={page.app.categoryName}
                lastChecked={page.lastChecked}
              />
              <div className="card">
                <ModuleForm
                  key={page.step}
                  step={page.step}
                  fields={page.view.fields}
                  ideas={page.view.ideas}
                  values={reply?.values ?? page.saved}
                  prefilled={reply ? undefined : page.prefilled}
                  required={page.required}
                  errors={reply?.errors ?? {}}
                  formError={reply?.formError}
                  billing={reply?.billing}
                  categoryName={page.app.categoryName}
                  savedSchedule={page.savedSchedule}
                  today={page.today}
                  channels={page.channels}
                />
              </div>
              <ModuleExtras
                step={page.step}
                appId={page.app.id}
                appName={page.app.name}
                values={reply?.values ?? page.saved}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
