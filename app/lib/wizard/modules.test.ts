import { describe, expect, it } from "vitest";

import { CATEGORY_IDS, CONTENT_IDEA_IDS, STEP_NAMES } from "~/lib/enums";
import { MODULE_SUMMARIES } from "~/lib/wizard/module-summaries";
import { MODULE_COUNT_WORD, MODULE_TITLES } from "~/lib/wizard/module-titles";

import {
  ELEVATOR_PITCH_MAX,
  MAX_COMPETITORS,
  MAX_CONTENT_IDEAS,
  META_DESCRIPTION_MAX,
} from "../limits";
import {
  CONTENT_IDEAS,
  moduleDataFromForm,
  moduleDefinition,
  MODULES,
  moduleStepView,
  parseStepName,
} from "./modules";

// docs/product/spec-facts.md §3, "Module data fields".
const SPEC_FIELDS: Record<string, string[]> = {
  foundation: [
    "elevatorPitch",
    "usp",
    "audienceJob",
    "audienceAge",
    "audiencePainPoints",
    "competitor0",
    "competitorWeakness0",
    "competitor1",
    "competitorWeakness1",
    "competitor2",
    "competitorWeakness2",
    "painPoint",
    "innovationStory",
    "teamBackground",
  ],
  seo: ["primaryKeywords", "metaDescription", "algorithmOptimization", "searchContentStrategy"],
  content: ["selectedContentIdeas"],
  community: ["productHuntDate", "communityStrategy", "directorySubmissions"],
  creative: ["innovationCampaign", "upvoteStrategy", "submissionProcess", "usabilityAssets"],
  launch: ["launchTimeline", "whatsNextCommunication"],
  analytics: [
    "productHuntMetrics",
    "editorialMetrics",
    "reachMetrics",
    "newsletterMetrics",
    "trackingDashboard",
  ],
  retention: ["nonTechnicalStrategy", "blogIntegration", "communityBuilding", "longTermGrowth"],
};

describe("marketing modules", () => {
  it("are the eight modules in the product's order", () => {
    expect(MODULES.map((m) => m.stepName)).toEqual([...STEP_NAMES]);
  });

  it("are named, summed up and counted from one list in the same order", () => {
    expect(Object.keys(MODULE_TITLES)).toEqual([...STEP_NAMES]);
    expect(MODULE_SUMMARIES.map((m) => m.id)).toEqual([...STEP_NAMES]);
    expect(MODULE_SUMMARIES.every((m) => m.title && m.blurb.endsWith("."))).toBe(true);
    expect(MODULES.map((m) => m.title)).toEqual(MODULE_SUMMARIES.map((m) => m.title));
    expect(MODULE_COUNT_WORD).toBe("eight");
  });

  it("carry every data field of docs/product/spec-facts.md §3, and no other", () => {
    for (const module of MODULES) {
      expect(module.fields.map((f) => f.name).sort(), module.stepName).toEqual(
        [...SPEC_FIELDS[module.stepName]].sort(),
      );
    }
  });

  it("give every field a label, a hint and an example for every category", () => {
    for (const module of MODULES) {
      expect(module.guidance.length).toBeGreaterThan(0);
      for (const field of module.fields) {
        expect(field.label, field.name).toBeTruthy();
        expect(field.hint, field.name).toBeTruthy();
        for (const category of CATEGORY_IDS) {
          expect(field.examples[category], `${field.name}/${category}`).toBeTruthy();
        }
      }
    }
  });

  it("cite a source for every rule except our own advice", () => {
    for (const module of MODULES) {
      for (const point of module.guidance.concat(...Object.values(module.categoryNotes))) {
        for (const source of point.sources) expect(source.url).toMatch(/^https?:\/\//);
      }
    }
  });

  it("put the product's limits on the pitch, the meta description, competitors and ideas", () => {
    const pitch = moduleDefinition("foundation").fields.find((f) => f.name === "elevatorPitch");
    expect(pitch).toMatchObject({ maxLength: ELEVATOR_PITCH_MAX, counter: true });
    const meta = moduleDefinition("seo").fields.find((f) => f.name === "metaDescription");
    expect(meta).toMatchObject({ maxLength: META_DESCRIPTION_MAX, counter: true });
    const competitors = moduleDefinition("foundation").fields.filter(
      (f) =>
        f.group === "competitors" &&
        f.name.startsWith("competitor") &&
        !f.name.includes("Weakness"),
    );
    expect(competitors).toHaveLength(MAX_COMPETITORS);
    expect(moduleDefinition("content").fields[0]).toMatchObject({
      kind: "ideas",
      maxLength: MAX_CONTENT_IDEAS,
    });
  });

  it("describe the six content ideas with an example per category", () => {
    expect(CONTENT_IDEAS.map((i) => i.id)).toEqual([...CONTENT_IDEA_IDS]);
    for (const idea of CONTENT_IDEAS) {
      for (const category of CATEGORY_IDS) expect(idea.examples[category]).toBeTruthy();
    }
  });

  it("reads the step from the URL", () => {
    expect(parseStepName("seo")).toBe("seo");
    expect(parseStepName("SEO")).toBeNull();
    expect(parseStepName(null)).toBeNull();
  });

  it("turns a posted form into module data, ignoring other fields", () => {
    const form = new FormData();
    form.set("elevatorPitch", "Hi");
    form.set("intent", "draft");
    form.set("primaryKeywords", "not this module");
    expect(moduleDataFromForm("foundation", form)).toMatchObject({
      elevatorPitch: "Hi",
      usp: "",
    });
    expect(moduleDataFromForm("foundation", form)).not.toHaveProperty("intent");
    const ideas = new FormData();
    ideas.append("selectedContentIdeas", "long-form-article");
    ideas.append("selectedContentIdeas", "q-and-a-pitch");
    expect(moduleDataFromForm("content", ideas)).toEqual({
      selectedContentIdeas: ["long-form-article", "q-and-a-pitch"],
    });
    expect(moduleDataFromForm("content", new FormData())).toEqual({ selectedContentIdeas: [] });
  });

  it("shows only the app's category in the page's view", () => {
    const view = moduleStepView("content", "music");
    expect(view.fields[0]).not.toHaveProperty("examples");
    expect(view.ideas).toHaveLength(6);
    expect(view.ideas[0].example).toBe(CONTENT_IDEAS[0].examples.music);
    expect(moduleStepView("foundation", "health").categoryNotes.length).toBeGreaterThan(0);
    expect(moduleStepView("seo", "games").ideas).toEqual([]);
  });
});
