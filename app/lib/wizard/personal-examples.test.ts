// The example builder: examples speak of the maker's own app where its answers say enough, and
// otherwise show the category's sample as the sample's, never renamed into a hybrid.
import { describe, expect, test } from "vitest";

import { CATEGORY_IDS } from "~/lib/enums";

import { MODULES, moduleStepView } from "./modules";
import { COMPOSED_FIELDS } from "./personal-examples";
import { SAMPLE_APP_NAMES } from "./sample-apps";
import type { SimpleAnswers } from "./types";

const POCKET_PLANT: SimpleAnswers = {
  "app-description": "It diagnoses yellow leaves from one photo and adjusts your watering.",
  "app-problem": "Houseplants die slowly and nobody tells you why until it is too late.",
  "who-uses": "Adults in flats with five or more houseplants",
  "age-group": "25-50",
  "find-users": "Houseplant subreddits and plant-swap groups",
  "why-choose": "Diagnoses a dying houseplant from one photo",
  "special-features": "Photo diagnosis and a watering calendar per plant",
  "tell-friends": "A rescued plant, shown before and after",
  "success-looks-like": "2,000 plants diagnosed a month",
};

const fieldsOf = (answers: SimpleAnswers, appName = "PocketPlant") =>
  MODULES.flatMap(({ stepName }) =>
    moduleStepView(stepName, "tools", { appName, answers }).fields.map((f) => ({
      step: stepName,
      ...f,
    })),
  );

describe("examples for PocketPlant, a tools app with answers", () => {
  const fields = fieldsOf(POCKET_PLANT);

  test("the SEO example names PocketPlant, not the tab manager sample", () => {
    const seo = fields.find((f) => f.name === "algorithmOptimization")!;
    expect(seo.example).toContain("\u201cPocketPlant\u201d");
    expect(seo.example).toContain("Diagnoses a dying houseplant");
    expect(seo.example).not.toMatch(/Tab Manager|TabTidy/);
    expect(seo.exampleFor).toBe("PocketPlant, from your answers");
  });

  test("every field the answers speak to gets an example from them", () => {
    for (const name of COMPOSED_FIELDS) {
      const field = fields.find((f) => f.name === name)!;
      expect(field.exampleFor, name).toBe("PocketPlant, from your answers");
    }
    expect(fields.find((f) => f.name === "audienceAge")!.example).toBe("25-50");
    expect(fields.find((f) => f.name === "innovationStory")!.example).toBe(
      "I built PocketPlant because houseplants die slowly and nobody tells you why until it is too late.",
    );
  });

  test("no example carries the app's name inside another app's words", () => {
    expect(moduleStepView("seo", "tools").sampleFor).toBe(
      "TabTidy, a sample Tools & Utilities app",
    );
    for (const field of fields) {
      if (field.exampleFor?.startsWith("PocketPlant")) continue;
      // A sample example stays the sample's, and says so.
      expect(field.example, field.name).not.toContain("PocketPlant");
      expect(field.exampleFor, field.name).toBeUndefined();
    }
  });

  test("no example names another category's sample app", () => {
    const others = Object.entries(SAMPLE_APP_NAMES)
      .filter(([category]) => category !== "tools")
      .map(([, name]) => name);
    for (const field of fields) {
      for (const other of others) expect(field.example, field.name).not.toContain(other);
    }
  });
});

test("without answers every category's examples are its own sample's, labelled", () => {
  for (const category of CATEGORY_IDS) {
    for (const { stepName } of MODULES) {
      const view = moduleStepView(stepName, category, { appName: "Mine" });
      expect(view.sampleFor).toContain(SAMPLE_APP_NAMES[category]);
      for (const field of view.fields) {
        expect(field.exampleFor).toBeUndefined();
        expect(field.example).not.toContain("Mine");
      }
    }
  }
});
