// Every module page names only the stores the app ships on: Steam only to Steam apps, the App Store
// and Apple's rules only to iOS apps, Google Play and Android only to Android apps, for every
// module, category and platform set. "Apple Mail" is an email client, not the store. The category
// cards, the simple wizard and the drafts are held to the same words (the launch checklist in
// app/lib/checklist.test.ts).
import { describe, expect, test } from "vitest";

import { categoryHint } from "~/lib/category-copy";
import { generateDrafts } from "~/lib/drafts";
import { CATEGORY_IDS, categoryName, STEP_NAMES } from "~/lib/enums";
import type { PlatformId } from "~/lib/platforms";

import { otherStores, PLATFORM_SETS, storesNamed } from "../../../tests/fixtures/store-words";
import { moduleStepView } from "./modules";
import { SIMPLE_WIZARD_STEPS, simpleStepView } from "./simple-questions";

/** Every text the module page shows, with where it comes from. */
function shownTexts(view: ReturnType<typeof moduleStepView>): [string, string][] {
  return [
    ["title", view.title],
    ["summary", view.summary],
    ...(["guidance", "categoryNotes"] as const).flatMap((list) =>
      view[list].flatMap((p, i): [string, string][] => [
        [`${list} ${i}`, p.text],
        ...p.sources.map((s): [string, string] => [`${list} ${i} source`, s.label]),
      ]),
    ),
    ...view.fields.flatMap((f): [string, string][] => [
      [`${f.name}.label`, f.label],
      [`${f.name}.hint`, f.hint],
      [`${f.name}.example`, f.example],
    ]),
    ...view.ideas.flatMap((idea): [string, string][] => [
      [`${idea.id}.title`, idea.title],
      [`${idea.id}.description`, idea.description],
      [`${idea.id}.example`, idea.example],
    ]),
  ];
}

/** "seo/games [web] guidance 5 names ios: App stores search …" for each text naming another store. */
function offenders() {
  const found: { store: string; line: string }[] = [];
  for (const step of STEP_NAMES) {
    for (const category of CATEGORY_IDS) {
      for (const platforms of PLATFORM_SETS) {
        const view = moduleStepView(step, category, { platforms });
        for (const [where, text] of shownTexts(view)) {
          for (const store of otherStores(text, platforms)) {
            found.push({
              store,
              line: `${step}/${category} [${platforms.join(",")}] ${where} names ${store}: ${text.slice(0, 70)}`,
            });
          }
        }
      }
    }
  }
  return found;
}

describe("module pages name only the app's own stores", () => {
  test("the word lists find store names and leave Apple Mail alone", () => {
    const names = storesNamed;
    expect(names("Opens are inflated by Apple Mail.")).toEqual([]);
    expect(names("Apple 5.1.1(ix) and Google Play's declaration")).toEqual(["ios", "android"]);
    expect(names("never the Play title")).toEqual(["android"]);
    expect(names("Play free in your browser")).toEqual([]);
    expect(names("a Steam capsule")).toEqual(["steam"]);
    expect(names("Steamworks")).toEqual(["steam"]);
  });

  test("no module, category or platform set shows another platform's store", () => {
    expect(offenders().map((o) => o.line)).toEqual([]);
  });

  test("apps on every platform still get store guidance where it applies", () => {
    const all = (platforms: PlatformId[]) =>
      shownTexts(moduleStepView("seo", "games", { platforms }))
        .map(([, text]) => text)
        .join("\n");
    expect(all(["ios"])).toMatch(/Apple/);
    expect(all(["android"])).toMatch(/Google Play/);
    expect(all(["steam"])).toMatch(/Steam/);
  });

  test("the category cards name only the app's stores, and every store's while none is chosen", () => {
    for (const category of CATEGORY_IDS) {
      for (const platforms of PLATFORM_SETS) {
        const hint = categoryHint(category, platforms);
        expect(otherStores(hint, platforms), `${category} [${platforms.join(",")}]`).toEqual([]);
      }
    }
    expect(categoryHint("health", [])).toMatch(/Google Play's Health apps declaration/);
    expect(categoryHint("health", [])).toMatch(/On the App Store/);
    expect(categoryHint("tools", ["web"])).toBe(
      "Let people try it instantly: a quick demo beats big claims.",
    );
  });

  test("the simple wizard's questions name only the app's stores", () => {
    const found = new Set<string>();
    for (const category of CATEGORY_IDS) {
      for (const platforms of PLATFORM_SETS) {
        SIMPLE_WIZARD_STEPS.forEach((_, step) => {
          const view = simpleStepView(step, category, "", platforms);
          for (const q of view.questions) {
            for (const text of [q.label, q.hint, q.more, q.example]) {
              for (const store of otherStores(text, platforms)) found.add(`${q.id}: ${store}`);
            }
          }
        });
      }
    }
    expect([...found]).toEqual([]);
  });

  test("the drafts name only the app's stores", () => {
    const found = new Set<string>();
    for (const category of CATEGORY_IDS) {
      for (const platforms of PLATFORM_SETS) {
        const drafts = generateDrafts({
          appId: "app-1",
          appName: "Tile Tales",
          url: "https://tiletales.example",
          description: "A cozy word-puzzle game.",
          category,
          categoryName: categoryName(category) ?? "",
          platforms,
          answers: {},
          foundation: {},
          launchDate: "Mon, 1 Mar 2027",
          schedule: [],
        });
        for (const draft of drafts) {
          for (const text of [draft.title, draft.format, draft.text]) {
            for (const store of otherStores(text, platforms)) found.add(`${draft.id}: ${store}`);
          }
        }
      }
    }
    expect([...found]).toEqual([]);
  });
});
