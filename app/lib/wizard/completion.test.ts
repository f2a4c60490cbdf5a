// Pre-fill: each simple-wizard answer goes to the one module field it answers, or nowhere. The
// table below is the whole mapping, read as a maker would: question -> field.
import { describe, expect, test } from "vitest";

import { SIMPLE_WIZARD_ANSWER_IDS, type SimpleWizardAnswerId } from "~/lib/enums";

import { characterCount, SHORT_TEXT_MAX, SINGLE_LINE_MAX } from "../limits";
import {
  ANSWER_TO_FIELD,
  prefillFromAnswers,
  prefillWithNotes,
  REQUIRED_FIELDS,
} from "./completion";
import { moduleDefinition, MODULES } from "./modules";
import { SIMPLE_WIZARD_STEPS } from "./simple-questions";

/** [question, module, field label] — null: the answer fills no field (drafts and examples use it). */
const EXPECTED: Record<SimpleWizardAnswerId, [string, string] | null> = {
  "app-name": null, // the app's own name, kept on the app
  "app-description": ["foundation", "Elevator pitch"],
  "app-problem": ["foundation", "The main problem you solve"],
  "who-uses": ["foundation", "Who they are (job or situation)"],
  "age-group": ["foundation", "Age range"],
  "find-users": ["community", "Community strategy"],
  "why-choose": ["foundation", "Unique selling point"],
  "special-features": null, // features are not an origin story
  "tell-friends": ["retention", "Community building"],
  "launch-date": null, // one stored date, the app's launch date
  "launch-help": null, // the help you need is not a timeline
  "success-looks-like": ["analytics", "Tracking dashboard"],
};

const question = (id: SimpleWizardAnswerId) =>
  SIMPLE_WIZARD_STEPS.flatMap((s) => s.questions).find((q) => q.id === id)!.label;

describe("which field each simple answer fills", () => {
  test.each(SIMPLE_WIZARD_ANSWER_IDS.map((id) => [id, question(id), EXPECTED[id]] as const))(
    "%s (%s) -> %j",
    (id, _label, expected) => {
      const targets = ANSWER_TO_FIELD.filter((m) => m.answer === id).map((m) => [
        m.step,
        moduleDefinition(m.step).fields.find((f) => f.name === m.field)?.label,
      ]);
      expect(targets).toEqual(expected ? [expected] : []);
    },
  );

  test("no field is filled from two answers", () => {
    const fields = ANSWER_TO_FIELD.map((m) => `${m.step}.${m.field}`);
    expect(new Set(fields).size).toBe(fields.length);
  });

  test("the proudest features never land in the innovation story", () => {
    const filled = prefillFromAnswers(
      "foundation",
      {},
      { "special-features": "Photo diagnosis", "app-description": "Diagnoses sick plants." },
    );
    expect(filled).toEqual({ elevatorPitch: "Diagnoses sick plants." });
    expect(prefillFromAnswers("launch", {}, { "launch-help": "A photographer" })).toEqual({});
  });

  test("a field already saved keeps its text", () => {
    expect(prefillFromAnswers("foundation", { usp: "Mine" }, { "why-choose": "Theirs" })).toEqual(
      {},
    );
  });
});

describe("what completes each module", () => {
  // The fields each definition marks `completes`, read as the maker's checklist of each module.
  test("is the fields the module definitions mark, in the form's order", () => {
    expect(REQUIRED_FIELDS).toEqual({
      foundation: ["elevatorPitch", "usp", "audienceJob", "painPoint"],
      seo: ["primaryKeywords", "metaDescription"],
      content: ["selectedContentIdeas"],
      community: ["communityStrategy", "directorySubmissions"],
      creative: ["innovationCampaign", "submissionProcess"],
      launch: ["launchTimeline", "whatsNextCommunication"],
      analytics: ["productHuntMetrics", "trackingDashboard"],
      retention: ["nonTechnicalStrategy", "longTermGrowth"],
    });
  });
});

describe("a prefilled answer fits its field", () => {
  const who =
    "Students in high school and university who want to build study habits, track streaks and stay focused during exam season too";

  test("an answer over the field's limit is shortened at a word, marked and flagged", () => {
    const { values, shortened } = prefillWithNotes("foundation", {}, { "who-uses": who });
    expect(shortened).toEqual(["audienceJob"]);
    expect(characterCount(values.audienceJob)).toBeLessThanOrEqual(SHORT_TEXT_MAX);
    expect(values.audienceJob.endsWith("\u2026")).toBe(true);
    expect(who.startsWith(values.audienceJob.slice(0, -1))).toBe(true);
  });

  test("an answer that fits is copied as typed, line breaks and all", () => {
    const { values, shortened } = prefillWithNotes(
      "foundation",
      {},
      { "app-problem": "Line one\r\nLine two" },
    );
    expect(values).toEqual({ painPoint: "Line one\nLine two" });
    expect(shortened).toEqual([]);
  });
});

describe("fields that take more than one line", () => {
  test("every module field whose limit is over 80 characters is a textarea", () => {
    const oneLine = MODULES.flatMap((m) =>
      m.fields
        .filter((f) => f.kind === "text" && f.maxLength > SINGLE_LINE_MAX)
        .map((f) => `${m.stepName}.${f.name}`),
    );
    expect(oneLine).toEqual([]);
  });
});
