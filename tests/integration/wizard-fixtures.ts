// Driving the simple wizard and the full wizard through their actions and loaders (JavaScript
// off), shared by the plan, module and launch-date tests.
import { expect } from "vitest";

import { type STEP_NAMES } from "~/lib/enums";
import { REQUIRED_FIELDS } from "~/lib/wizard/completion";
import { action as simpleAction } from "~/routes/_app.simple-wizard.$appId/route";
import { action as wizardAction, loader as wizardLoader } from "~/routes/_app.wizard.$appId/route";

import { formRequest, getRequest, routeArgs, settle } from "./helpers";

export const SIMPLE_STEPS: Record<string, string>[] = [
  { "app-name": "Tile Tales", "app-description": "Word puzzles", "app-problem": "Boring commutes" },
  { "who-uses": "Commuters", "age-group": "25-45", "find-users": "r/wordgames" },
  { "why-choose": "No ads", "special-features": "Daily tiles", "tell-friends": "Share a grid" },
  { "launch-date": "2027-03-02", "launch-help": "A friend", "success-looks-like": "1,000 players" },
];

export function postSimple(appId: string, cookie: string, step: number, intent: string) {
  const fields = { step: String(step), intent, ...SIMPLE_STEPS[step] };
  return settle(() =>
    simpleAction(
      routeArgs(formRequest(`/simple-wizard/${appId}?step=${step}`, fields, { cookie }), {
        appId,
      }),
    ),
  );
}

export function postWizard(
  appId: string,
  cookie: string,
  fields: Record<string, string | string[]>,
) {
  return settle(() =>
    wizardAction(
      routeArgs(formRequest(`/wizard/${appId}?step=${fields.step}`, fields, { cookie }), { appId }),
    ),
  );
}

export async function wizardPage(appId: string, cookie: string, step: string) {
  const response = await settle(() =>
    wizardLoader(routeArgs(getRequest(`/wizard/${appId}?step=${step}`, cookie), { appId })),
  );
  return (await response.json()) as {
    saved: Record<string, unknown>;
    prefilled: Record<string, string>;
    required: string[];
  };
}

export async function finishSimpleWizard(appId: string, cookie: string) {
  for (let step = 0; step < 4; step += 1) {
    const response = await postSimple(appId, cookie, step, step === 3 ? "finish" : "next");
    expect(response.status).toBe(302);
  }
}

/** Content that completes each module, built from REQUIRED_FIELDS. */
export function filled(step: (typeof STEP_NAMES)[number]): Record<string, string | string[]> {
  if (step === "content") return { selectedContentIdeas: ["long-form-article"] };
  return Object.fromEntries(REQUIRED_FIELDS[step].map((name) => [name, `Our ${name} plan`]));
}
