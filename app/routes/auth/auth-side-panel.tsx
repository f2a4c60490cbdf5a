import type { StepName } from "~/lib/enums";
import { PLAN_FEATURES, TRIAL_DAYS } from "~/lib/plan";
import { MODULE_TITLES } from "~/lib/wizard/module-titles";

// The four area cards of the sign-in screen's side panel (docs/product/spec-facts.md §1), with their module step.
const AREA_CARDS: readonly { module: StepName; text: string }[] = [
  {
    module: "foundation",
    text: "Pin down your unique selling point, your target audience and your goals.",
  },
  {
    module: "community",
    text: "Engagement templates for the places where your future users already talk.",
  },
  { module: "launch", text: "Product Hunt, email blasts and a launch day that runs to a plan." },
  {
    module: "analytics",
    text: "Dashboards that show which marketing brings users and which does not.",
  },
];

// The list's own order is the plan's (a type-only enums import keeps the enums out of this page).
const MODULE_STEPS = Object.keys(MODULE_TITLES);

export function AuthSidePanel() {
  return (
    <aside
      aria-labelledby="auth-panel-title"
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white sm:p-8"
    >
      <h2 id="auth-panel-title" className="text-2xl font-bold">
        Your app&rsquo;s marketing plan, step by step
      </h2>
      <p className="mt-2 text-brand-100">{TRIAL_DAYS}-day free trial. No credit card required.</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {AREA_CARDS.map((card) => (
          <li key={card.module} className="rounded-xl bg-white/10 p-4">
            <h3 className="flex items-center gap-2 font-semibold">
              <span
                aria-hidden="true"
                className="flex h-6 w-6 items-center justify-center rounded-full bg-white text-xs font-bold text-brand-800"
              >
                {MODULE_STEPS.indexOf(card.module) + 1}
              </span>
              {MODULE_TITLES[card.module]}
            </h3>
            <p className="mt-1 text-sm text-brand-50">{card.text}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-8 font-semibold">Everything included</h3>
      <ul data-testid="auth-feature-list" className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {PLAN_FEATURES.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <span aria-hidden="true" className="text-green-300">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
    </aside>
  );
}
