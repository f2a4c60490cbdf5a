// PDF and CSV export of one app's plan: valid files with the app's answers, sensible names,
// tenant isolation, the CSV formula guard, and correct output for non-Latin and empty plans.
import { PDFParse } from "pdf-parse";
import { describe, expect, test } from "vitest";

import { zonedParts } from "~/lib/dates";
import { setLaunchDate } from "~/models/checklist.server";
import { fileSlug } from "~/models/plan-export.server";
import * as csvRoute from "~/routes/apps.$appId.export[.]csv";
import * as pdfRoute from "~/routes/apps.$appId.export[.]pdf";
import { db } from "~/services/db.server";

import { createSignedInUser, getRequest, routeArgs, settle } from "./helpers";

const LONG_TEXT = "We interview one maker every week about what broke and what worked. ".repeat(40);
const CYRILLIC = "Карманные питомцы для всей семьи";
const GREEK = "Ελληνικά γράμματα";

async function appWithPlan(tenantId: string) {
  const app = await db.app.create({
    data: {
      tenantId,
      name: "PocketPets",
      url: "https://pocketpets.example",
      description: "Virtual pets that live in your pocket.",
      category: "games",
      wizardAnswers: {
        "app-name": "PocketPets",
        "who-uses": `Families — ${CYRILLIC}`,
        "launch-help": "",
      },
    },
  });
  await db.module.createMany({
    data: [
      {
        appId: app.id,
        stepName: "foundation",
        status: "completed",
        data: {
          elevatorPitch: "A pet that grows with your streak.",
          usp: `=HYPERLINK("https://evil.example","click")`,
          innovationStory: LONG_TEXT,
          teamBackground: GREEK,
          competitor0: "",
        },
      },
      {
        appId: app.id,
        stepName: "content",
        status: "in_progress",
        data: {
          selectedContentIdeas: ["long-form-article", "q-and-a-pitch"],
          contentSchedule: [
            { week: 1, ideaId: "long-form-article", channel: "Blog", dueDate: "2026-11-29" },
            { week: 2, ideaId: "q-and-a-pitch", channel: "LinkedIn", dueDate: "2026-12-06" },
          ],
        },
      },
    ],
  });
  await setLaunchDate(tenantId, app.id, "2026-12-15");
  return app;
}

function get(
  route: typeof pdfRoute | typeof csvRoute,
  appId: string,
  ext: string,
  cookie?: string,
) {
  return settle(() =>
    route.loader(routeArgs(getRequest(`/apps/${appId}/export.${ext}`, cookie), { appId })),
  );
}

async function pdfText(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  const parser = new PDFParse({ data: bytes });
  const result = await parser.getText();
  await parser.destroy();
  // pdf-parse breaks lines where the PDF wraps them; join them back for phrase checks.
  return { text: result.text.replace(/\s+/g, " "), pages: result.total };
}

const today = () => zonedParts(new Date(), "UTC").date;

describe("PDF export", () => {
  test("is a valid PDF with the app's answers, schedule and checklist", async () => {
    const me = await createSignedInUser();
    const app = await appWithPlan(me.tenant.id);
    const res = await get(pdfRoute, app.id, "pdf", me.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="pocketpets-marketing-plan-${today()}.pdf"; filename*=UTF-8''PocketPets-marketing-plan-${today()}.pdf`,
    );
    const { text, pages } = await pdfText(res);
    for (const expected of [
      "PocketPets",
      "Games & Fun",
      "Who will use your app?",
      `Families — ${CYRILLIC}`,
      "Elevator pitch",
      "A pet that grows with your streak.",
      "Team background",
      GREEK,
      "Long-form article, Q&A pitch",
      "Week 2 · LinkedIn",
      "Go live on Product Hunt and post your first comment",
      "Nothing saved in this module yet.",
      // The launch date answer (set with the date) in words, not the ISO value it is stored as.
      "When do you want to launch? Tue, 15 Dec 2026",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("2026-12-15");
    // The long story wraps over lines and pages without losing its end.
    expect(text).toContain("what broke and what worked. We interview");
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  test("an app with nothing answered still gives a valid PDF", async () => {
    const me = await createSignedInUser();
    const app = await db.app.create({
      data: { tenantId: me.tenant.id, name: "Пустое приложение", wizardAnswers: {} },
    });
    const res = await get(pdfRoute, app.id, "pdf", me.cookie);
    expect(res.status).toBe(200);
    // RFC 6266: the real (Cyrillic) name in filename*, an ASCII fallback in filename.
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="app-marketing-plan-${today()}.pdf"; filename*=UTF-8''${encodeURIComponent(`Пустое приложение-marketing-plan-${today()}.pdf`)}`,
    );
    const { text } = await pdfText(res);
    expect(text).toContain("Пустое приложение");
    expect(text).toContain("The simple questions have not been answered yet.");
    expect(text).toContain("No launch date set yet");
  });
});

describe("CSV export", () => {
  test("a Chinese app name is the download's name (filename*), with an ASCII fallback", async () => {
    const me = await createSignedInUser();
    const app = await db.app.create({
      data: { tenantId: me.tenant.id, name: "专注", wizardAnswers: {} },
    });
    const res = await get(csvRoute, app.id, "csv", me.cookie);
    const header = res.headers.get("Content-Disposition") ?? "";
    expect(header).toMatch(/^attachment; filename="app-marketing-plan-[\d-]+\.csv"; filename\*=/);
    expect(decodeURIComponent(header.split("filename*=UTF-8''")[1])).toBe(
      `专注-marketing-plan-${today()}.csv`,
    );
  });

  test("one row per answered field, UTF-8 with a header and the formula guard", async () => {
    const me = await createSignedInUser();
    const app = await appWithPlan(me.tenant.id);
    const res = await get(csvRoute, app.id, "csv", me.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="pocketpets-marketing-plan-${today()}.csv"; filename*=UTF-8''PocketPets-marketing-plan-${today()}.csv`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("Section,Field,Value");
    expect(lines).toContain("Foundation,Elevator pitch,A pet that grows with your streak.");
    expect(lines).toContain(`Simple questions,Who will use your app?,Families — ${CYRILLIC}`);
    expect(lines).toContain("Foundation,Team background,Ελληνικά γράμματα");
    expect(lines).toContain(
      `Foundation,Unique selling point,"'=HYPERLINK(""https://evil.example"",""click"")"`,
    );
    expect(lines).toContain('Content,Content ideas,"Long-form article, Q&A pitch"');
    // The CSV is for spreadsheets: a date answer stays ISO.
    expect(lines).toContain("Simple questions,When do you want to launch?,2026-12-15");
    expect(lines).toContain(
      `Content schedule,"Week 1 · Blog · Sun, 29 Nov 2026",Long-form article`,
    );
    expect(csv).toMatch(
      /Launch checklist,Go live on Product Hunt and post your first comment,"Open, due Tue, 15 Dec 2026, 8:01 AM UTC \(Launch day\)"/,
    );
    // Empty answers and empty fields are left out.
    expect(csv).not.toContain("Competitor 1");
    expect(csv).not.toMatch(/What would help you most on launch/);
  });
});

describe("tenant isolation", () => {
  test("another tenant's app is 404 for both exports", async () => {
    const owner = await createSignedInUser();
    const other = await createSignedInUser();
    const app = await appWithPlan(owner.tenant.id);
    expect((await get(pdfRoute, app.id, "pdf", other.cookie)).status).toBe(404);
    expect((await get(csvRoute, app.id, "csv", other.cookie)).status).toBe(404);
    expect((await get(csvRoute, "no-such-app", "csv", owner.cookie)).status).toBe(404);
  });

  test("a visitor is sent to sign in", async () => {
    const owner = await createSignedInUser();
    const app = await appWithPlan(owner.tenant.id);
    const res = await get(pdfRoute, app.id, "pdf");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toContain("/auth?redirectTo=");
  });
});

describe("file names", () => {
  test("are a readable slug of the app's name", () => {
    expect(fileSlug("PocketPets")).toBe("pocketpets");
    expect(fileSlug("Zoë's Café: Orders & More!")).toBe("zoe-s-cafe-orders-more");
    expect(fileSlug("日本語")).toBe("app");
    expect(fileSlug("a".repeat(100))).toHaveLength(60);
  });
});
