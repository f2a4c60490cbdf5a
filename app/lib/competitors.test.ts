import { expect, test } from "vitest";

import { competitorView, hasCompetitorData, MAX_COMPETITORS } from "./competitors";

test("the app with its USP and the named competitors with their weaknesses, in slot order", () => {
  const view = competitorView("Launchly", {
    usp: "  Plans your launch in 8 steps ",
    competitor0: "Notion templates",
    competitorWeakness0: "No guidance",
    competitor2: "Spreadsheets",
    competitorWeakness2: "",
  });
  expect(view).toEqual({
    app: { name: "Launchly", usp: "Plans your launch in 8 steps" },
    competitors: [
      { slot: 0, name: "Notion templates", weakness: "No guidance" },
      { slot: 2, name: "Spreadsheets", weakness: null },
    ],
  });
  expect(hasCompetitorData(view)).toBe(true);
});

test("a weakness without a name is kept under a placeholder", () => {
  const view = competitorView("A", { competitorWeakness1: "Slow support" });
  expect(view.competitors).toEqual([
    { slot: 1, name: "Competitor 2 (no name yet)", weakness: "Slow support" },
  ]);
});

test("at most three competitors, extra keys and wrong types ignored", () => {
  const data: Record<string, unknown> = { competitor0: 42, usp: ["x"] };
  for (let i = 1; i < 6; i++) data[`competitor${i}`] = `C${i}`;
  const view = competitorView("A", data);
  expect(view.competitors.map((c) => c.name)).toEqual(["C1", "C2"]);
  expect(view.competitors.length).toBeLessThanOrEqual(MAX_COMPETITORS);
  expect(view.app.usp).toBeNull();
});

test("no data: nothing to compare", () => {
  for (const data of [null, undefined, "text", [], {}]) {
    const view = competitorView("A", data);
    expect(view.competitors).toEqual([]);
    expect(hasCompetitorData(view)).toBe(false);
  }
});
