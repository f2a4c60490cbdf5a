// One test per corrected claim: what each place now says about it.
import { describe, expect, test } from "vitest";

import { CATEGORY_HINTS } from "../category-copy";
import { planChecklist } from "../checklist";
import { moduleDefinition } from "./modules";
import { SIMPLE_WIZARD_STEPS } from "./simple-questions";

const pointsOf = (step: Parameters<typeof moduleDefinition>[0]) => {
  const m = moduleDefinition(step);
  return [...m.guidance, ...Object.values(m.categoryNotes).flat()];
};
const pointWith = (step: Parameters<typeof moduleDefinition>[0], needle: RegExp) =>
  pointsOf(step).filter((p) => needle.test(p.text));
const hint = (id: string) =>
  SIMPLE_WIZARD_STEPS.flatMap((s) => s.questions).find((q) => q.id === id)!.hint ?? "";

describe("health apps and organisation accounts", () => {
  test("the launch note limits the organisation rule to healthcare services and medical apps", () => {
    const [note] = moduleDefinition("launch").categoryNotes.health!.filter((p) =>
      /organisation/i.test(p.text),
    );
    expect(note.text).toMatch(/Only an app that provides healthcare services/);
    expect(note.text).toMatch(/only medical and human-subjects-research apps/);
    expect(note.text).toMatch(/habit or stretching app needs neither/);
  });

  test("the category card no longer tells every health app to use an organisation", () => {
    expect(CATEGORY_HINTS.health).not.toMatch(/^Publish from an organisation/);
    expect(CATEGORY_HINTS.health).toMatch(/Only apps that provide healthcare services/);
  });

  test("the simple wizard's launch-help hint names regulated services, not health apps", () => {
    expect(hint("launch-help")).toMatch(
      /only apps that provide healthcare or other regulated services/,
    );
    expect(hint("launch-help")).not.toMatch(/health apps need/);
  });

  test("foundation: the publisher note and the young-maker note name regulated services", () => {
    const [publisher] = pointWith("foundation", /^Who publishes/);
    expect(publisher.text).toMatch(/provide services in highly regulated fields/);
    expect(publisher.text).toMatch(/only medical and human-subjects-research apps/);
    const [young] = pointWith("foundation", /^Young maker/);
    expect(young.text).toMatch(/a fitness or habit app does not/);
  });
});

describe("GDPR age of digital consent", () => {
  test("foundation says each state sets 13 to 16, 16 by default", () => {
    const [gdpr] = pointWith("foundation", /GDPR/);
    expect(gdpr.text).toMatch(/anywhere from 13 to 16 \(16 unless/);
  });

  test("the age question's hint says the same", () => {
    expect(hint("age-group")).toMatch(/anywhere from 13 to 16 \(16 unless it chose lower\)/);
  });
});

test("ratings prompt: only Google bans questions first; Apple's 3 in 365 days, never on a user action", () => {
  const [ratings] = pointWith("seo", /^Ratings help ranking/);
  expect(ratings.text).not.toMatch(/neither store/);
  expect(ratings.text).toMatch(/Apple shows it at most 3 times in 365 days/);
  expect(ratings.text).toMatch(/never to show it in answer to a user action/);
  expect(ratings.text).toMatch(/Google .* forbids asking questions/);
});

test("weekend launches: no unsourced click figure", () => {
  const [weekend] = pointWith("launch", /weekends/i);
  expect(weekend.text).not.toMatch(/\d+\s?%/);
});

test("Product Hunt relaunch: no fixed interval claimed, in the guidance or the checklist", () => {
  const [relaunch] = pointWith("launch", /relaunch/i);
  expect(relaunch.text).toMatch(/names no fixed waiting time/);
  const task = planChecklist("2027-03-01", "tools", []).find((t) => /relaunch/i.test(t.title))!;
  expect(task.notes).toMatch(/it names no fixed interval/);
});

test("retention figures name their source beside them and are not said to hold for every app", () => {
  const [retention] = pointWith("analytics", /day-1 retention/);
  expect(retention.text).toMatch(/vendor roundup citing AppsFlyer and Adjust/);
  expect(retention.text).toMatch(/AppsFlyer's own reports give about 10\u201312% on day 7/);
  expect(retention.text).not.toMatch(/across all apps/i);
  expect(retention.checked).toBe("2026-11-25");
});
