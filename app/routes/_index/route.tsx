import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { useRef } from "react";

import { HoneypotField } from "~/components/honeypot-field";
import { SiteFooter } from "~/components/site-footer";
import { useHydrated } from "~/components/use-hydrated";
import {
  PLAN_FEATURES,
  PLAN_NAME,
  PLAN_PRICE_PER_MONTH_USD,
  PLAN_PRICE_PER_YEAR_USD,
  TRIAL_DAYS,
} from "~/lib/plan";
import { MODULE_SUMMARIES } from "~/lib/wizard/module-summaries";
import { MODULE_COUNT, MODULE_COUNT_WORD_CAPITALIZED } from "~/lib/wizard/module-titles";
import { getOptionalUser } from "~/utils/auth.server";

import { LandingHeader } from "./landing-header";

// docs/product/spec-facts.md §9: the feature list moves by 100 pixels per click.
const FEATURE_SCROLL_PX = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getOptionalUser(request)) throw redirect("/dashboard");
  return null;
}

export default function Landing() {
  return (
    <div className="flex min-h-screen flex-col">
      <LandingHeader />

      <main className="flex-1">
        <section className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              The marketing command center for app makers
            </p>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              Turn your app into a launch people talk about
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
              Answer simple questions, get category-based guidance and follow an {MODULE_COUNT}-step
              marketing plan from &ldquo;what is my app&rdquo; to launch day and after. Built for
              indie developers, beginners, young makers and small studios.
            </p>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Link to="/auth?tab=register" className="btn-primary px-6 text-base">
                START MY FREE TRIAL NOW
              </Link>
              {/* One press opens the visitor's own demo: a full-page post, JavaScript on or off, so
                  a refusal (the hourly limit) lands on the sign-in page with its message. */}
              <Form method="post" action="/auth" reloadDocument aria-label="Try the live demo">
                <HoneypotField />
                <button
                  type="submit"
                  name="intent"
                  value="demo"
                  className="btn-secondary w-full px-6 text-base sm:w-auto"
                >
                  TRY LIVE DEMO
                </button>
              </Form>
            </div>
            <p className="mt-4 text-sm text-slate-600">
              {TRIAL_DAYS}-day free trial · No credit card required
            </p>
          </div>
        </section>

        <section id="features" aria-labelledby="features-title" className="scroll-mt-20">
          <div className="mx-auto max-w-6xl px-4 py-16">
            <h2 id="features-title" className="text-center text-2xl font-bold sm:text-3xl">
              {`${MODULE_COUNT_WORD_CAPITALIZED} modules, one plan`}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
              Each module asks what matters for your kind of app and turns your answers into a plan
              you can act on.
            </p>
            <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {MODULE_SUMMARIES.map((module, index) => (
                <li key={module.id} className="card">
                  <p className="text-xs font-semibold uppercase text-brand-700">Step {index + 1}</p>
                  <h3 className="mt-1 text-lg font-bold">{module.title}</h3>
                  <p className="mt-2 text-sm text-slate-700">{module.blurb}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-white">
          <div className="mx-auto max-w-6xl px-4 py-16">
            <h2 id="pricing-title" className="text-center text-2xl font-bold sm:text-3xl">
              Simple pricing
            </h2>
            <PricingCard />
          </div>
        </section>
      </main>

      <SiteFooter />
    </div>
  );
}

function PricingCard() {
  const listRef = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const scrollBy = (delta: number) => listRef.current?.scrollBy({ top: delta, behavior: "smooth" });

  return (
    <div className="card mx-auto mt-8 max-w-md border-2 border-brand-600">
      <h3 className="text-xl font-bold">{PLAN_NAME}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {TRIAL_DAYS}-day free trial, no credit card required
      </p>
      <p className="mt-4">
        <span className="text-4xl font-extrabold">${PLAN_PRICE_PER_MONTH_USD}</span>
        <span className="text-slate-700">/month</span>
      </p>
      <p className="text-sm text-slate-700">
        Billed annually as ${PLAN_PRICE_PER_YEAR_USD} per year. Cancel any time during the trial.
      </p>
      <div className="mt-5 flex items-start gap-2">
        <ul
          ref={listRef}
          data-testid="feature-list"
          tabIndex={0}
          aria-label={`${PLAN_FEATURES.length} features included`}
          className="h-48 flex-1 space-y-2 overflow-y-auto pr-2"
        >
          {PLAN_FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2 text-sm">
              <span aria-hidden="true" className="text-green-700">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
        {hydrated ? (
          <div className="flex flex-col gap-2">
            <button
              type="button"
              className="btn-secondary px-3"
              aria-label="Scroll features up"
              onClick={() => scrollBy(-FEATURE_SCROLL_PX)}
            >
              ↑
            </button>
            <button
              type="button"
              className="btn-secondary px-3"
              aria-label="Scroll features down"
              onClick={() => scrollBy(FEATURE_SCROLL_PX)}
            >
              ↓
            </button>
          </div>
        ) : null}
      </div>
      <Link to="/auth?tab=register" className="btn-primary mt-6 w-full">
        Start Free Trial
      </Link>
    </div>
  );
}
