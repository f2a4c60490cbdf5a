// Drafts for a sample app (a houseplant app, as a tester wrote it) never end in half a phrase:
// wherever an answer had to be shortened for a limit, the draft keeps whole words, ends where a
// phrase can end and marks the cut with "…"; an X post in Chinese is cut the same way.
import { describe, expect, test } from "vitest";

import {
  type DraftInput,
  generateDrafts,
  pasteable,
  SHOW_HN_TITLE_MAX,
  SUBJECT_MAX,
  xPostLength,
} from "./drafts";
import { TAGLINE_MAX } from "./launch-copy-check";
import { ELLIPSIS } from "./text-fit";

const pocketPlant: DraftInput = {
  appId: "app-1",
  appName: "PocketPlant",
  url: "https://pocketplant.app",
  description: "",
  category: "tools",
  categoryName: "Tools & Productivity",
  platforms: ["ios", "android"],
  answers: {
    "app-description":
      "It diagnoses yellow leaves from one photo and adjusts your watering schedule to the season and the room.",
    "app-problem":
      "Houseplants die slowly and nobody tells you why they turn yellow until it is too late.",
    "who-uses": "Adults in flats who own five or more houseplants and travel for work",
    "why-choose":
      "Diagnoses a dying houseplant from one photo and sets a watering plan that follows the weather",
    "special-features":
      "Photo diagnosis, a watering calendar per plant, and reminders that follow your travel",
  },
  foundation: {
    elevatorPitch:
      "PocketPlant looks at your yellow leaves and tells you why they turn yellow, then plans the watering for you.",
  },
  launchDate: "Monday, 1 March 2027",
  schedule: [
    { week: 1, channel: "Twitter", dueDate: "2026-12-01", ideaTitle: "Tip", ideaDescription: "" },
    {
      week: 2,
      channel: "Short video",
      dueDate: "2026-12-08",
      ideaTitle: "Demo",
      ideaDescription: "",
    },
  ],
};

const DANGLING = /\b(a|an|the|and|or|to|of|for|with|from|why|they|their|your|sets|that)$/i;
const norm = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
const answerTexts = (input: DraftInput) =>
  [...Object.values(input.answers), ...Object.values(input.foundation)]
    .filter((v): v is string => typeof v === "string")
    .map((v) => norm(v.trim().replace(/[.!?]+$/, "")));

/**
 * Where a line ends with the start of an answer (at least 12 characters of it) but not all of
 * it, that start and what follows it in the line: a half phrase unless it is whole words, marked.
 */
function shortenedAnswers(line: string, answers: string[]) {
  const body = norm(line.endsWith(ELLIPSIS) ? line.slice(0, -1) : line).replace(/[.]$/, "");
  const found: { kept: string; next: string }[] = [];
  for (const answer of answers) {
    for (let start = 0; start < body.length; start += 1) {
      const kept = body.slice(start);
      if (kept.length < 12 || !answer.startsWith(kept) || kept === answer) continue;
      found.push({ kept, next: answer.charAt(kept.length) });
      break;
    }
  }
  return found;
}

describe("drafts for a sample app never end mid-phrase", () => {
  const drafts = generateDrafts(pocketPlant);
  const lines = drafts.flatMap((d) =>
    d.text.split("\n").map((line) => ({ id: d.id, line: line.replace(/^- /, "") })),
  );

  test("every shortened answer is cut after a whole word, not on a dangling word, and marked", () => {
    const answers = answerTexts(pocketPlant);
    // Taglines, subjects and titles are composed of whole clauses (the next test), not cut.
    const composed = ({ id, line }: { id: string; line: string }) =>
      id === "ph-taglines" || /^(Subject|Title):/.test(line);
    const cuts = lines
      .filter((l) => !composed(l))
      .flatMap(({ id, line }) =>
        shortenedAnswers(line, answers).map((cut) => ({ id, line, ...cut })),
      );
    for (const cut of cuts) {
      expect(cut.line.endsWith(ELLIPSIS), cut.line).toBe(true);
      expect(cut.next, cut.line).toMatch(/[\s,;:.]/);
      expect(cut.kept, cut.line).not.toMatch(DANGLING);
    }
  });

  test("taglines, the email subject and the Show HN title are composed whole, within their limits", () => {
    const byId = Object.fromEntries(drafts.map((d) => [d.id, d.text]));
    const taglines = byId["ph-taglines"].split("\n").map((line) => line.replace(/^- /, ""));
    const subject = byId["launch-email"].split("\n")[0].replace(/^Subject: /, "");
    const title = byId["show-hn"].split("\n")[0].replace(/^Title: /, "");
    const composed = [...taglines, subject, title];
    for (const line of composed) {
      expect(line, line).not.toContain(ELLIPSIS);
      expect(line, line).not.toContain("[shorten this");
    }
    expect(taglines.length).toBeGreaterThan(1);
    for (const line of taglines) expect([...line].length, line).toBeLessThanOrEqual(TAGLINE_MAX);
    expect([...subject].length).toBeLessThanOrEqual(SUBJECT_MAX);
    expect([...title].length).toBeLessThanOrEqual(SHOW_HN_TITLE_MAX);
    // Each is made of whole parts of the answers: a clause of what it does, of the pitch, …
    expect(taglines[0]).toBe("It looks at your yellow leaves");
    expect(subject).toBe("PocketPlant is live: it looks at your yellow leaves");
    expect(title).toBe("Show HN: PocketPlant \u2013 it diagnoses yellow leaves from one photo");
  });

  test("when no whole part fits, the line says by how much it is over; Copy takes neither note nor …", () => {
    const long = "Photosynthesisdiagnosticsforeveryhouseplantownerintheworldandbeyond";
    const drafts = generateDrafts({
      ...pocketPlant,
      answers: { "app-description": long },
      foundation: {},
    });
    const tagline = drafts.find((d) => d.id === "ph-taglines")!.text;
    expect(tagline).toBe(`- ${long} [shorten this: ${long.length} of ${TAGLINE_MAX}]`);
    expect(pasteable(tagline)).toBe(`- ${long}`);
    expect(pasteable("Diagnoses yellow leaves\u2026 https://pocketplant.app")).toBe(
      "Diagnoses yellow leaves https://pocketplant.app",
    );
  });

  test("the tester's half phrases are gone", () => {
    const text = drafts.map((d) => d.text).join("\n");
    expect(text).not.toMatch(/from one photo and adjusts$/m);
    expect(text).not.toMatch(/and sets a$/m);
    expect(text).not.toMatch(/tells you why they$/m);
  });

  test("an X post in Chinese keeps whole sentences, within X's 280", () => {
    const [post] = generateDrafts({
      ...pocketPlant,
      foundation: {},
      answers: {
        "app-description": "拍一张照片就能诊断发黄的叶子，并根据季节调整浇水计划。".repeat(12),
      },
      schedule: [pocketPlant.schedule[0]],
    }).filter((d) => d.id === "post-week-1");
    expect(xPostLength(post.text)).toBeLessThanOrEqual(280);
    expect(post.text).toMatch(/[\u3002\u2026] https:\/\/pocketplant\.app$/);
  });
});
