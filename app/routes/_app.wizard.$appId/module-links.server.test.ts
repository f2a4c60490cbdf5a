import { expect, test } from "vitest";

import { STEP_NAMES } from "~/lib/enums";

import { moduleLinkCards } from "./module-links.server";

test("each module's step leads to the pages it is about, and only those", () => {
  const links = Object.fromEntries(
    STEP_NAMES.map((step) => [step, moduleLinkCards(step, "a1").flatMap((c) => c.links)]),
  );
  expect(links.foundation).toEqual([]);
  expect(links.community).toEqual([]);
  expect(links.retention).toEqual([]);
  expect(links.seo.map((l) => l.to)).toEqual(["/apps/a1/listing"]);
  expect(links.content.map((l) => l.to)).toEqual(["/apps/a1/drafts"]);
  expect(links.creative.map((l) => l.to)).toEqual(["/apps/a1/drafts"]);
  expect(links.launch.map((l) => l.to)).toEqual(["/apps/a1/drafts", "/apps/a1/checklist"]);
  expect(links.analytics.map((l) => l.to)).toEqual(["/analytics?app=a1", "/apps/a1/results"]);
});

test("every card has a heading, words and a labelled link, and its heading id is unique", () => {
  const cards = STEP_NAMES.flatMap((step) => moduleLinkCards(step, "a1"));
  for (const card of cards) {
    expect(card.heading).not.toBe("");
    expect(card.paragraphs.every((p) => p.length > 40)).toBe(true);
    expect(card.links.every((l) => l.label.length > 0)).toBe(true);
  }
  const ids = new Set(STEP_NAMES.flatMap((s) => moduleLinkCards(s, "a1").map((c) => c.id)));
  expect(ids.size).toBe(4);
});
