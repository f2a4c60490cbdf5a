// The store-listing studio and the launch drafts end to end: pages with JavaScript off (form
// posts), the JSON API, tenant isolation, and both in the PDF and CSV exports.
import { PDFParse } from "pdf-parse";
import { describe, expect, test } from "vitest";

import { setLaunchDate } from "~/models/checklist.server";
import * as categoryPage from "~/routes/_app.app-category.$appId/route";
import * as draftsPage from "~/routes/_app.apps.$appId.drafts/route";
import * as listingPage from "~/routes/_app.apps.$appId.listing/route";
import * as draftsApi from "~/routes/api.apps.$appId.drafts";
import * as listingApi from "~/routes/api.apps.$appId.listing";
import * as csvRoute from "~/routes/apps.$appId.export[.]csv";
import * as pdfRoute from "~/routes/apps.$appId.export[.]pdf";
import { db } from "~/services/db.server";

import {
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
} from "./helpers";
import { endTrial, settleOutcome } from "./workspace-helpers";

async function gameApp(tenantId: string) {
  return db.app.create({
    data: {
      tenantId,
      name: "Tile Tales",
      category: "games",
      url: "https://tiletales.example",
      wizardAnswers: {
        "app-description": "A cozy word-puzzle game you play in five-minute rounds.",
        "who-uses": "Commuters who like crosswords",
      },
    },
  });
}

const listingPath = (id: string) => `/apps/${id}/listing`;

describe("store-listing studio", () => {
  test("a form post saves the listing, warns about 'no ads' in the Play title and shows counts", async () => {
    const me = await createSignedInUser();
    const app = await gameApp(me.tenant.id);
    const res = await settle(() =>
      listingPage.action(
        routeArgs(
          formRequest(
            listingPath(app.id),
            {
              intent: "save",
              appleName: "Tile Tales",
              appleKeywords: "word,puzzle,café",
              playTitle: "Tile Tales: Puzzles, No Ads",
              playShortDescription: "Calm word puzzles in five-minute rounds.",
            },
            { cookie: me.cookie },
          ),
          { appId: app.id },
        ),
      ),
    );
    expect(res.status).toBe(302);
    const page = (await listingPage.loader(
      routeArgs(getRequest(listingPath(app.id), me.cookie), { appId: app.id }),
    )) as Awaited<ReturnType<typeof listingPage.loader>>;
    expect(page.view.listing.playTitle).toBe("Tile Tales: Puzzles, No Ads");
    expect(page.view.counts.appleKeywords).toMatchObject({ length: 17, unit: "bytes" });
    expect(page.view.counts.playTitle.text).toBe("27 / 30 characters");
    const rules = page.view.warnings.map((w) => `${w.field}:${w.rule}`);
    expect(rules).toContain("playTitle:play-price");
    expect(page.view.warnings.find((w) => w.rule === "play-price")?.message).toContain("no ads");
    // Dates in the pages' one style; the API keeps ISO.
    const priceRule = page.view.warnings.find((w) => w.rule === "play-price")!;
    expect(priceRule.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(priceRule.checkedLabel).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(page.view.preview.google.title).toBe("Tile Tales: Puzzles, No Ads");
  });

  test("the studio starts from the answers, marked as a draft until the first save", async () => {
    const me = await createSignedInUser();
    const app = await gameApp(me.tenant.id);
    await db.module.create({
      data: {
        appId: app.id,
        stepName: "foundation",
        status: "in_progress",
        data: { elevatorPitch: "Tile Tales is a cozy word-puzzle game for commuters, no timers." },
      },
    });
    const load = async () =>
      (
        (await listingPage.loader(
          routeArgs(getRequest(listingPath(app.id), me.cookie), { appId: app.id }),
        )) as Awaited<ReturnType<typeof listingPage.loader>>
      ).view;
    let view = await load();
    expect(view.fromAnswers).toBe(true);
    expect(view.listing).toMatchObject({
      appleName: "Tile Tales",
      playTitle: "Tile Tales",
      appleSubtitle: "A cozy word-puzzle game",
      playShortDescription: "A cozy word-puzzle game for commuters, no timers",
    });
    expect(view.listing.appleDescription).toContain(
      "A cozy word-puzzle game you play in five-minute rounds.",
    );
    expect(view.listing.playFullDescription).toContain("Made for: Commuters who like crosswords.");
    // A partial save keeps the draft's other fields, and the listing is the maker's from then on.
    const res = await settle(() =>
      listingApi.action(
        routeArgs(
          jsonRequest(
            `/api/apps/${app.id}/listing`,
            { appleSubtitle: "Calm word puzzles" },
            { method: "PUT", cookie: me.cookie },
          ),
          { appId: app.id },
        ),
      ),
    );
    expect(res.status).toBe(200);
    view = await load();
    expect(view.fromAnswers).toBe(false);
    expect(view.listing.appleSubtitle).toBe("Calm word puzzles");
    expect(view.listing.appleName).toBe("Tile Tales");
  });

  test("an over-limit field is refused with 400, keeps what was typed and saves nothing", async () => {
    const me = await createSignedInUser();
    const app = await gameApp(me.tenant.id);
    const tooLong = "x".repeat(31);
    const res = await settleOutcome(() =>
      listingPage.action(
        routeArgs(
          formRequest(
            listingPath(app.id),
            { intent: "save", playTitle: tooLong },
            { cookie: me.cookie },
          ),
          { appId: app.id },
        ),
      ),
    );
    expect(res.status).toBe(400);
    const body = res.body;
    expect(body.formId).toBe("store-listing");
    expect(body.result.initialValue.playTitle).toBe(tooLong);
    expect(body.result.error.playTitle[0]).toContain("at most 30 characters (you have 31)");
    // A form with fields: the error summary says it, no toast.
    expect(body.__toast).toBeUndefined();
    expect(await db.listingLocale.count({ where: { appId: app.id } })).toBe(0);
  });

  test("after the trial: 403 with the Billing link and the typed values, nothing saved", async () => {
    const me = await createSignedInUser();
    const app = await gameApp(me.tenant.id);
    await endTrial(me.tenant.id);
    const post = (
      path: string,
      page: typeof listingPage | typeof draftsPage,
      fields: Record<string, string>,
    ) =>
      settleOutcome(() =>
        page.action(routeArgs(formRequest(path, fields, { cookie: me.cookie }), { appId: app.id })),
      );
    const listing = await post(listingPath(app.id), listingPage, {
      intent: "save",
      playTitle: "Tile Tales",
    });
    expect(listing.status).toBe(403);
    expect(listing.body).toMatchObject({ formId: "store-listing", billing: true });
    expect(listing.body.result.error[""][0]).toMatch(/free trial has ended/);
    expect(listing.body.result.initialValue.playTitle).toBe("Tile Tales");
    const draft = await post(`/apps/${app.id}/drafts`, draftsPage, {
      intent: "save",
      draftId: "launch-email",
      text: "Mine",
    });
    expect(draft.status).toBe(403);
    expect(draft.body).toMatchObject({ formId: "draft-form-launch-email", billing: true });
    // The draft's own form (named from the posted draft id) shows it, with the text as typed.
    expect(draft.body.result.initialValue).toMatchObject({ draftId: "launch-email", text: "Mine" });
    const saved = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    expect(await db.listingLocale.count({ where: { appId: app.id } })).toBe(0);
    expect(saved.drafts).toBeNull();
  });

  test("the API reads and partially updates the listing; bad input is 400; other tenants get 404", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const app = await gameApp(me.tenant.id);
    const put = (body: unknown, cookie = me.cookie) =>
      settle(() =>
        listingApi.action(
          routeArgs(jsonRequest(`/api/apps/${app.id}/listing`, body, { method: "PUT", cookie }), {
            appId: app.id,
          }),
        ),
      );
    let res = await put({ appleSubtitle: "Calm puzzles For Kids", appleKeywords: "ж".repeat(51) });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.appleKeywords[0]).toContain("100 bytes (you have 102)");
    res = await put({ appleSubtitle: "Calm puzzles For Kids" });
    expect(res.status).toBe(200);
    let body = await res.json();
    expect(body.warnings.map((w: { rule: string }) => w.rule)).toContain("apple-for-kids");
    res = await put({ appleKidsCategory: true, playTitle: "Tile Tales" });
    body = await res.json();
    expect(body.listing.appleSubtitle).toBe("Calm puzzles For Kids");
    expect(body.warnings).toEqual([]);
    expect((await put({ unknownField: "x" })).status).toBe(400);
    expect((await put({ playTitle: 5 })).status).toBe(400);
    expect((await put({ playTitle: "Hi" }, other.cookie)).status).toBe(404);
    const get = await settle(() =>
      listingApi.loader(
        routeArgs(jsonRequest(`/api/apps/${app.id}/listing`, undefined, { cookie: other.cookie }), {
          appId: app.id,
        }),
      ),
    );
    expect(get.status).toBe(404);
  });
});

describe("launch drafts", () => {
  test("the first comment uses the app's name and audience and flags what is missing", async () => {
    const me = await createSignedInUser();
    const app = await gameApp(me.tenant.id);
    const res = await settle(() =>
      draftsApi.loader(
        routeArgs(jsonRequest(`/api/apps/${app.id}/drafts`, undefined, { cookie: me.cookie }), {
          appId: app.id,
        }),
      ),
    );
    expect(res.status).toBe(200);
    const { drafts } = await res.json();
    const comment = drafts.find((d: { id: string }) => d.id === "ph-first-comment");
    expect(comment.text).toContain("Tile Tales");
    expect(comment.text).toContain("commuters who like crosswords");
    expect(comment.used).toContain("your audience");
    expect(comment.missing.map((m: { message: string }) => m.message)).toContain(
      "Add the problem it solves to improve this.",
    );
    const taglines = drafts.find((d: { id: string }) => d.id === "ph-taglines");
    for (const line of taglines.text.split("\n"))
      expect([...line.slice(2)].length).toBeLessThanOrEqual(60);
    const other = await createSignedInUser();
    const hidden = await settle(() =>
      draftsApi.loader(
        routeArgs(jsonRequest(`/api/apps/${app.id}/drafts`, undefined, { cookie: other.cookie }), {
          appId: app.id,
        }),
      ),
    );
    expect(hidden.status).toBe(404);
  });

  test("a saved edit replaces the generated draft, an empty one is refused, reset restores it", async () => {
    const me = await createSignedInUser();
    const app = await gameApp(me.tenant.id);
    const post = (fields: Record<string, string>) =>
      settleOutcome(() =>
        draftsPage.action(
          routeArgs(formRequest(`/apps/${app.id}/drafts`, fields, { cookie: me.cookie }), {
            appId: app.id,
          }),
        ),
      );
    expect(
      (await post({ intent: "save", draftId: "launch-email", text: "My own email" })).status,
    ).toBe(302);
    const empty = await post({ intent: "save", draftId: "launch-email", text: "  " });
    expect(empty.status).toBe(400);
    const refused = empty.body;
    // The reply is for that draft's own form, with the text as typed.
    expect(refused.formId).toBe("draft-form-launch-email");
    expect(refused.result.initialValue.text).toBe("  ");
    expect(refused.result.error.text[0]).toMatch(/The draft is empty/);
    expect((await post({ intent: "save", draftId: "nope", text: "x" })).status).toBe(404);
    let page = (await draftsPage.loader(
      routeArgs(getRequest(`/apps/${app.id}/drafts`, me.cookie), { appId: app.id }),
    )) as Awaited<ReturnType<typeof draftsPage.loader>>;
    const email = page.drafts.find((d) => d.id === "launch-email")!;
    expect(email).toMatchObject({ text: "My own email", edited: true });
    expect((await post({ intent: "reset", draftId: "launch-email" })).status).toBe(302);
    page = (await draftsPage.loader(
      routeArgs(getRequest(`/apps/${app.id}/drafts`, me.cookie), { appId: app.id }),
    )) as Awaited<ReturnType<typeof draftsPage.loader>>;
    expect(page.drafts.find((d) => d.id === "launch-email")?.edited).toBe(false);
  });
});

describe("platforms and exports", () => {
  test("a mobile-only game loses its Steam tasks; listing and drafts are in the CSV and PDF", async () => {
    const me = await createSignedInUser();
    const app = await gameApp(me.tenant.id);
    await db.app.update({ where: { id: app.id }, data: { platforms: "steam,ios" } });
    await setLaunchDate(me.tenant.id, app.id, "2027-03-01");
    const titles = async () =>
      (await db.checklistTask.findMany({ where: { appId: app.id } })).map((t) => t.title);
    expect(await titles()).toContain("Pay the Steam Direct fee");
    const res = await settle(() =>
      categoryPage.action(
        routeArgs(
          formRequest(
            `/app-category/${app.id}`,
            { intent: "choose-category", category: "games", platforms: ["ios", "android"] },
            { cookie: me.cookie },
          ),
          { appId: app.id },
        ),
      ),
    );
    expect(res.status).toBe(302);
    const after = await titles();
    expect(after.filter((t) => t.includes("Steam"))).toEqual([]);
    expect(after).toContain("Start a Google Play closed test");
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).platforms).toBe(
      "ios,android",
    );

    await settle(() =>
      listingApi.action(
        routeArgs(
          jsonRequest(
            `/api/apps/${app.id}/listing`,
            { playTitle: "Tile Tales: No Ads" },
            { method: "PUT", cookie: me.cookie },
          ),
          { appId: app.id },
        ),
      ),
    );
    const csv = await (
      await settle(() =>
        csvRoute.loader(
          routeArgs(getRequest(`/apps/${app.id}/export.csv`, me.cookie), { appId: app.id }),
        ),
      )
    ).text();
    expect(csv).toContain(
      "Store listing,Google Play app title (18 / 30 characters),Tile Tales: No Ads",
    );
    expect(csv).toContain("Launch drafts,Product Hunt maker's first comment");
    const pdf = await settle(() =>
      pdfRoute.loader(
        routeArgs(getRequest(`/apps/${app.id}/export.pdf`, me.cookie), { appId: app.id }),
      ),
    );
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    const text = (await parser.getText()).text.replace(/\s+/g, " ");
    await parser.destroy();
    expect(text).toContain("Store listing");
    expect(text).toContain("Tile Tales: No Ads");
    expect(text).toContain("Launch drafts");
    expect(text).toContain("Show HN post (outline)");
  });
});
