// The Results page beyond the import itself: the charts mark each done calendar item (the drawing
// and its table twin), and a share link's viewers never see results or reviews, nor reach the
// page or its API with the link's token.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { MAX_UPLOAD_BYTES } from "~/lib/limits";
import { importResults } from "~/models/results.server";
import { createShareLink } from "~/models/share.server";
import { DailyChart } from "~/routes/_app.apps.$appId.results/daily-chart";
import * as resultsPage from "~/routes/_app.apps.$appId.results/route";
import * as importApi from "~/routes/api.apps.$appId.imports";
import * as resultsApi from "~/routes/api.apps.$appId.results";
import * as reviewsApi from "~/routes/api.apps.$appId.reviews";
import * as publicShare from "~/routes/share.$token/route";
import { db } from "~/services/db.server";

import {
  ARABIC_TEXT,
  CYRILLIC_TEXT,
  playInstallsOverview,
  playReviews,
} from "../fixtures/store-reports";
import { BASE, getRequest, routeArgs, settle } from "./helpers";
import { signedInWithApp } from "./modules-fixtures";

const file = (name: string, bytes: Uint8Array) => ({ name, bytes });

type Page = Awaited<ReturnType<typeof resultsPage.loader>>;

describe("the page's upload", () => {
  it("streams the multipart body through the upload reader: files imported, refusals are 4xx", async () => {
    const { app, cookie } = await signedInWithApp();
    const post = (parts: [string, string | Blob, string?][]) => {
      const form = new FormData();
      for (const [name, value, fileName] of parts) {
        if (typeof value === "string") form.append(name, value);
        else form.append(name, value, fileName);
      }
      return new Request(`${BASE}/apps/${app.id}/results`, {
        method: "POST",
        headers: { Cookie: cookie },
        body: form,
      });
    };
    const ok = await settle(() =>
      resultsPage.action(
        routeArgs(
          post([
            ["intent", "upload"],
            ["file", new Blob([new Uint8Array(playInstallsOverview())]), "installs.csv"],
          ]),
          { appId: app.id },
        ),
      ),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true, imports: [{ added: 31, rows: 31 }] });

    const none = await settle(() =>
      resultsPage.action(
        routeArgs(
          post([
            ["intent", "upload"],
            ["file", new Blob([]), ""],
          ]),
          { appId: app.id },
        ),
      ),
    );
    expect(none.status).toBe(400);
    expect(JSON.stringify(await none.json())).toContain("Choose files to import.");

    const huge = await settle(() =>
      resultsPage.action(
        routeArgs(
          post([
            ["intent", "upload"],
            ["file", new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)]), "huge.csv"],
          ]),
          { appId: app.id },
        ),
      ),
    );
    expect(huge.status).toBe(413);
    expect(JSON.stringify(await huge.json())).toContain("too large");
    expect(await db.resultImport.count({ where: { appId: app.id } })).toBe(1);
  });
});

describe("the charts", () => {
  it("mark each done calendar item on its day, in the drawing and in the table twin", async () => {
    const { tenant, app, cookie } = await signedInWithApp();
    await importResults(tenant.id, app.id, [file("i.csv", playInstallsOverview())]);
    const task = (title: string, dueAt: string, done: boolean) => ({
      appId: app.id,
      title,
      dueAt: new Date(dueAt),
      done,
      doneAt: done ? new Date(dueAt) : null,
      isCustom: true,
    });
    await db.checklistTask.createMany({
      data: [
        task("Post the teaser", "2026-03-10T16:00:00Z", true),
        task("Ask for reviews", "2026-03-10T17:00:00Z", true),
        task("Email the list", "2026-03-12T16:00:00Z", false),
        task("Long before the window", "2025-06-01T16:00:00Z", true),
      ],
    });
    const response = await settle(() =>
      resultsPage.loader(
        routeArgs(getRequest(`/apps/${app.id}/results`, cookie), { appId: app.id }),
      ),
    );
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page;
    expect(page.doneItems).toEqual([
      { date: "2026-03-10", title: "Post the teaser" },
      { date: "2026-03-10", title: "Ask for reviews" },
    ]);

    const html = renderToStaticMarkup(
      createElement(DailyChart, {
        title: "Daily downloads",
        valueHeader: "Downloads",
        days: page.downloads,
        launch: "2026-03-05",
        done: page.doneItems,
        testId: "downloads-chart",
      }),
    );
    // One mark for the day, naming both items; the launch day keeps its own line.
    expect(html.match(/<circle /g)).toHaveLength(1);
    expect(html).toContain("<title>Done 10 Mar: Post the teaser; Ask for reviews</title>");
    expect(html).toContain('data-testid="downloads-chart-launch"');
    expect(html).toContain('<th scope="col">Done in the plan</th>');
    expect(html).toContain("<td>Post the teaser; Ask for reviews</td>");
    expect(html).not.toContain("Email the list");
    expect(html).not.toContain("Long before the window");
  });
});

describe("share links", () => {
  it("show the plan without results or reviews; the token opens neither the page nor the API", async () => {
    const { user, tenant, app } = await signedInWithApp();
    const imported = await importResults(tenant.id, app.id, [
      file("r.csv", playReviews()),
      file("i.csv", playInstallsOverview()),
    ]);
    expect(imported.ok).toBe(true);
    const shared = await createShareLink(user, app.id, { label: "Mentor", expiresAt: undefined });
    if (!shared.ok) throw new Error(shared.message);
    const { token } = shared.link;

    const view = await settle(() =>
      publicShare.loader(routeArgs(getRequest(`/share/${token}`), { token })),
    );
    expect(view.status).toBe(200);
    const text = await view.text();
    for (const hidden of [ARABIC_TEXT, CYRILLIC_TEXT, "رائع", "play-installs", "i.csv"]) {
      expect(text).not.toContain(hidden);
    }
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(["competitors", "plan"]);
    expect(text).not.toMatch(/"(reviews|imports|downloads|visitors|doneItems)":/);

    // The link's token is no sign-in: not as a query, a bearer token or a cookie.
    const asToken = (path: string) =>
      new Request(`${BASE}${path}?token=${token}`, {
        headers: { Authorization: `Bearer ${token}`, Cookie: `share=${token}` },
      });
    const pageAnswer = await settle(() =>
      resultsPage.loader(routeArgs(asToken(`/apps/${app.id}/results`), { appId: app.id })),
    );
    expect([302, 401, 404]).toContain(pageAnswer.status);
    expect(await pageAnswer.text()).not.toContain(ARABIC_TEXT);
    for (const [route, path] of [
      [resultsApi, `/api/apps/${app.id}/results`],
      [reviewsApi, `/api/apps/${app.id}/reviews`],
      [importApi, `/api/apps/${app.id}/imports`],
    ] as const) {
      const answer = await settle(() => route.loader(routeArgs(asToken(path), { appId: app.id })));
      expect(answer.status).toBe(401);
      expect(await answer.text()).not.toContain(ARABIC_TEXT);
    }
  });
});
