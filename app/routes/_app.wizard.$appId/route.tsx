// Flat on purpose (docs/decisions/058-house-by-feature.md): the sign-in pages import its action to
// replay a save whose session ended, and no route may import a folder route's module.
// The eight-module marketing wizard (docs/product/spec-facts.md §2–5): ?step=foundation..retention, a step
// list with lock states, guidance per module, Save Draft and Save & Continue. Locking, limits and
// progress are enforced by saveModule, the same function the /api routes use.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useRef } from "react";

import { ErrorSummary, useAppForm, useFormReply, useStepFocus } from "~/components/forms";
import { ProgressBar } from "~/components/wizard/progress-bar";
import { StepHeading } from "~/components/wizard/step-heading";
import type { PageHandle } from "~/lib/edge-rules";
import { launchAtStart } from "~/models/plan-start.server";
import { dispatchIntent, type Intents } from "~/utils/form.server";
import { requireUserAppWithCategory } from "~/utils/wizard-app.server";

import { GuidancePanel } from "./guidance-panel";
import { LockedStep } from "./locked-step";
import { ModuleExtras } from "./module-extras";
import { MODULE_FORM, ModuleForm } from "./module-form";
import { PlanStart } from "./plan-start";
import { StepList } from "./step-list";
import {
  keepTheirModule,
  marketingWizardPage,
  saveModuleStep,
  type WizardContext,
} from "./wizard-page.server";

/** Edge rules (app/lib/edge-rules.ts): kept for reading offline. */
export const handle = {
  title: "Marketing wizard",
  edge: { offline: true, stash: true },
} satisfies PageHandle;

// The title names the app: the offline list shows kept pages by their title (public/sw.js).
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${handle.title} · ${data ? `${data.app.name} · ` : ""}App Marketing Machine` },
];

const WHY_CATEGORY = "The wizard's examples and rules depend on your app's category.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, app } = await requireUserAppWithCategory({ request, params }, WHY_CATEGORY);
  const page = await marketingWizardPage(user, app, request);
  // Where the plan starts (the first open module, once the simple questions are done): what
  // carried over from the answers, and the launch date with its dated checklist.
  const atStart =
    !page.locked && page.step === page.openStep.stepName && app.questionsProgress >= 100;
  const planStart = atStart
    ? {
        launch: await launchAtStart(user.tenantId, app),
        prefilledCount: Object.keys(page.prefilled).length,
      }
    : null;
  return { ...page, planStart };
}

export const intents = {
  draft: { form: MODULE_FORM, run: saveModuleStep },
  complete: { form: MODULE_FORM, run: saveModuleStep },
  // The second choice of a save that met a change made on another device (the first is the
  // save's own intent again, on the version the reply carries).
  "keep-theirs": { form: MODULE_FORM, run: keepTheirModule },
} satisfies Intents<WizardContext>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, (args) => requireUserAppWithCategory(args, WHY_CATEGORY), intents);
}

/** A locked step has no form; a post refused because of the lock still shows its message. */
function LockedReply() {
  const reply = useFormReply(MODULE_FORM);
  const [form] = useAppForm({ id: MODULE_FORM, reply });
  return <ErrorSummary form={form} reply={reply} labels={{}} />;
}

export default function MarketingWizard() {
  const page = useLoaderData<typeof loader>();
  const reply = useFormReply(MODULE_FORM);
  const { completed, total, percent } = page.progress;
  const heading = useRef<HTMLHeadingElement>(null);
  // After Save & Continue (or a step chosen in the list) the new step's heading takes the focus.
  useStepFocus(heading, page.step);

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
            {completed} of {total} modules completed · {percent}%
          </p>
          <ProgressBar value={percent} label="Marketing plan progress" />
        </div>
      </header>

      {page.planStart ? (
        <PlanStart
          appId={page.app.id}
          moduleTitle={page.view.title}
          prefilledCount={page.planStart.prefilledCount}
          launch={page.planStart.launch}
        />
      ) : null}

      <div className="grid grid-cols-1 gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
        <StepList appId={page.app.id} steps={page.steps} current={page.step} />
        <section aria-labelledby="module-title" className="min-w-0 space-y-5">
          <StepHeading
            id="module-title"
            headingRef={heading}
            title={page.view.title}
            intro={page.view.summary}
          />
          {page.locked ? (
            <>
              <LockedReply />
              <LockedStep
                appId={page.app.id}
                title={page.view.title}
                previous={page.previous}
                openStep={page.openStep}
              />
            </>
          ) : (
            <>
              {/* The guidance and its source links come before the questions: one link skips them. */}
              <a
                href="#questions"
                className="sr-only rounded-lg bg-white px-3 py-2 font-medium text-brand-700 underline focus:not-sr-only focus:inline-block"
              >
                Skip the guidance to the questions
              </a>
              <GuidancePanel
                guidance={page.view.guidance}
                categoryNotes={page.view.categoryNotes}
                categoryName={page.app.categoryName}
                lastChecked={page.lastChecked}
                childrenRulesHidden={page.view.childrenRulesHidden}
              />
              <div id="questions" tabIndex={-1} className="card focus:outline-none">
                <ModuleForm
                  // A new form for a new step or after a save (its time changes), so no error of an
                  // earlier refusal outlives the save (Conform keeps its errors until it is reset).
                  key={`${page.step}:${page.savedAt}`}
                  step={page.step}
                  fields={page.view.fields}
                  ideas={page.view.ideas}
                  values={page.saved}
                  reply={reply}
                  constraint={page.constraint}
                  prefilled={page.prefilled}
                  shortened={page.shortened}
                  required={page.required}
                  categoryName={page.view.sampleFor}
                  savedSchedule={page.savedSchedule}
                  today={page.today}
                  channelSuggestions={page.channelSuggestions}
                  // Without JavaScript a refused save reloads the page: the fragment scrolls to
                  // the summary, which sits below the guidance.
                  action={`/wizard/${page.app.id}?step=${page.step}#${MODULE_FORM}-summary`}
                  version={page.savedAt}
                />
              </div>
              <ModuleExtras
                competitors={page.competitors}
                launchCopy={page.launchCopy}
                links={page.links}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
