// Which rules a module shows: children's rules only when the age range may include under-16s,
// health rules only for Health & Fitness apps.
import { describe, expect, test } from "vitest";

import { CATEGORY_IDS } from "~/lib/enums";

import { childrenInAudience, showsChildrenRules } from "./audience";
import { MODULES, moduleStepView } from "./modules";

describe("childrenInAudience", () => {
  test.each([
    ["25-50", "no"],
    ["25-50, adults with houseplants", "no"],
    ["16+, most players 25-45", "no"],
    ["18 and up (club members)", "no"],
    ["Adults", "no"],
    ["13-25", "yes"],
    ["14-18, plus teachers", "yes"],
    ["8+", "yes"],
    ["under 18", "yes"],
    ["Kids and their parents", "yes"],
    ["High-school students", "yes"],
    ["All ages", "yes"],
    ["", "unknown"],
    ["People with plants", "unknown"],
  ] as const)("%j -> %s", (age, expected) => {
    expect(childrenInAudience(age)).toBe(expected);
  });

  test("rules are shown unless children are ruled out", () => {
    expect(showsChildrenRules("25-50")).toBe(false);
    expect(showsChildrenRules("")).toBe(true);
    expect(showsChildrenRules(undefined)).toBe(true);
    expect(showsChildrenRules("10-14")).toBe(true);
  });
});

const text = (view: ReturnType<typeof moduleStepView>) =>
  [...view.guidance, ...view.categoryNotes].map((p) => p.text).join("\n");

describe("the rules a module shows", () => {
  test("an app for adults sees no children's rules anywhere, and is told they are left out", () => {
    for (const category of CATEGORY_IDS) {
      for (const { stepName } of MODULES) {
        const view = moduleStepView(stepName, category, { childrenRules: false });
        expect(text(view), `${stepName}/${category}`).not.toMatch(
          /COPPA|GDPR Article 8|Kids Category allows/,
        );
        // The fields' hints too: Foundation's "Age range" names no consent age for adults.
        expect(view.fields.map((f) => f.hint).join("\n"), `${stepName}/${category}`).not.toMatch(
          /COPPA|under 13|13 to 16/,
        );
      }
    }
    expect(
      moduleStepView("foundation", "tools", { childrenRules: false }).childrenRulesHidden,
    ).toBe(true);
    expect(moduleStepView("seo", "tools", { childrenRules: false }).childrenRulesHidden).toBe(
      false,
    );
  });

  test("an app whose audience may include children sees them", () => {
    const foundation = text(moduleStepView("foundation", "tools", { childrenRules: true }));
    expect(foundation).toContain("COPPA");
    const ageHint = (childrenRules?: boolean) =>
      moduleStepView("foundation", "tools", { childrenRules }).fields.find(
        (f) => f.name === "audienceAge",
      )!.hint;
    expect(ageHint(true)).toMatch(/under 13 in the US \(COPPA\)/);
    expect(ageHint(undefined)).toBe(ageHint(true));
    expect(ageHint(false)).toMatch(/leaves out under-16s/);
    expect(text(moduleStepView("foundation", "education"))).toMatch(/Kids Category allows/);
    expect(moduleStepView("foundation", "tools").childrenRulesHidden).toBe(false);
  });

  test("health rules show for Health & Fitness apps only", () => {
    const healthRule =
      /FTC Health Breach|health data for marketing|Health apps declaration|health claims/i;
    for (const { stepName } of MODULES) {
      for (const category of CATEGORY_IDS.filter((c) => c !== "health")) {
        expect(text(moduleStepView(stepName, category)), `${stepName}/${category}`).not.toMatch(
          healthRule,
        );
      }
    }
    expect(text(moduleStepView("foundation", "health"))).toMatch(/health claims/);
  });
});
