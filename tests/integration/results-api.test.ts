// The results API twin: POST/GET /api/apps/{id}/imports, DELETE …/imports/{importId},
// GET …/results and …/reviews (docs/api-contract.md), the upload cap the route declares to the
// edge, and another company's app.
import { describe, expect, it } from "vitest";

import { MAX_UPLOAD_BYTES } from "~/lib/limits";
import * as importApi from "~/routes/api.apps.$appId.imports";
import * as undoApi from "~/routes/api.apps.$appId.imports.$importId";
import * as resultsApi from "~/routes/api.apps.$appId.results";
import * as reviewsApi from "~/routes/api.apps.$appId.reviews";
import { db } from "~/services/db.server";
import { screenRequest } from "~/utils/edge.server";

import {
  appStoreSales,
  playInstallsOverview,
  playReviews,
  SKU,
  utf8,
} from "../fixtures/store-reports";
import { appRouteTable } from "../route-table";
import { BASE, getRequest, jsonRequest, routeArgs, settle } from "./helpers";
import { signedInWithApp } from "./modules-fixtures";

function uploadRequest(
  appId: string,
  cookie: string,
  files: [string, Uint8Array][],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, bytes] of files) form.append("file", new Blob([Buffer.from(bytes)]), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return new Request(`${BASE}/api/apps/${appId}/imports`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
}

async function post(appId: string, cookie: string, files: [string, Uint8Array][], fields = {}) {
  return settle(() =>
    importApi.action(routeArgs(uploadRequest(appId, cookie, files, fields), { appId })),
  );
}

describe("/api/apps/{appId}/imports", () => {
  it("POST imports several files (201), GET lists them, DELETE undoes one (204)", async () => {
    const { app, cookie } = await signedInWithApp();
    const created = await post(app.id, cookie!, [
      ["installs.csv", playInstallsOverview()],
      ["reviews.csv", playReviews()],
    ]);
    expect(created.status).toBe(201);
    const body = (await created.json()) as { imports: Record<string, unknown>[] };
    expect(body.imports).toHaveLength(2);
    expect(Object.keys(body.imports[0]!)).toEqual(
      expect.arrayContaining([
        "id",
        "kind",
        "fileName",
        "rows",
        "from",
        "to",
        "added",
        "replaced",
        "unchanged",
      ]),
    );
    expect(body.imports[0]).toMatchObject({
      kind: "play-installs",
      fileName: "installs.csv",
      rows: 31,
      from: "2026-03-01",
      to: "2026-03-31",
      added: 31,
    });

    const again = await post(app.id, cookie!, [["installs.csv", playInstallsOverview()]]);
    expect(((await again.json()) as typeof body).imports[0]).toMatchObject({
      added: 0,
      unchanged: 31,
    });

    const list = await settle(() =>
      importApi.loader(
        routeArgs(getRequest(`/api/apps/${app.id}/imports`, cookie), { appId: app.id }),
      ),
    );
    const listed = (await list.json()) as typeof body;
    expect(listed.imports).toHaveLength(3);

    const reviewsImport = body.imports[1]!.id as string;
    const deleted = await settle(() =>
      undoApi.action(
        routeArgs(
          jsonRequest(`/api/apps/${app.id}/imports/${reviewsImport}`, undefined, {
            method: "DELETE",
            cookie,
          }),
          { appId: app.id, importId: reviewsImport },
        ),
      ),
    );
    expect(deleted.status).toBe(204);
    expect(await db.resultReview.count({ where: { appId: app.id } })).toBe(0);
  });

  it("a file it cannot read is 422 naming what it expected and found; nothing is written", async () => {
    const { app, cookie } = await signedInWithApp();
    const response = await post(app.id, cookie!, [
      ["installs.csv", playInstallsOverview()],
      ["people.csv", utf8("name,email\nAda,ada@example.com\n")],
    ]);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: { file: string[] } };
    expect(body.message).toMatch(
      /^people\.csv: Expected a Google Play installs.*found a file whose first line is "name,email"/,
    );
    expect(body.errors.file[0]).toMatch(/^people\.csv: /);
    expect(await db.resultImport.count({ where: { appId: app.id } })).toBe(0);
  });

  it("a report of several apps is 422 listing them until `product` names one", async () => {
    const { app, cookie } = await signedInWithApp();
    const asked = await post(app.id, cookie!, [["S_D.txt.gz", appStoreSales()]]);
    expect(asked.status).toBe(422);
    const body = (await asked.json()) as { products: { id: string }[]; errors: object };
    expect(body.products.map((p) => p.id)).toContain(SKU);
    expect(body.errors).toHaveProperty("product");
    const chosen = await post(app.id, cookie!, [["S_D.txt.gz", appStoreSales()]], {
      product: SKU,
    });
    expect(chosen.status).toBe(201);
  });

  it("no file, or a body that is not multipart, is refused", async () => {
    const { app, cookie } = await signedInWithApp();
    expect((await post(app.id, cookie!, [])).status).toBe(422);
    const json = await settle(() =>
      importApi.action(
        routeArgs(jsonRequest(`/api/apps/${app.id}/imports`, {}, { cookie }), { appId: app.id }),
      ),
    );
    expect(json.status).toBe(415);
  });

  it("more than 20 MB in one request is 413, before anything is read", async () => {
    const { app, cookie } = await signedInWithApp();
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    const response = await post(app.id, cookie!, [["big.csv", big]]);
    expect(response.status).toBe(413);
  });

  it("another company's app is 404 on every endpoint", async () => {
    const theirs = await signedInWithApp();
    const mine = await signedInWithApp();
    const imported = await post(theirs.app.id, theirs.cookie!, [["i.csv", playInstallsOverview()]]);
    const importId = ((await imported.json()) as { imports: { id: string }[] }).imports[0]!.id;
    const appId = theirs.app.id;
    expect((await post(appId, mine.cookie!, [["i.csv", playInstallsOverview()]])).status).toBe(404);
    const reads = [
      () =>
        importApi.loader(
          routeArgs(getRequest(`/api/apps/${appId}/imports`, mine.cookie), { appId }),
        ),
      () =>
        resultsApi.loader(
          routeArgs(getRequest(`/api/apps/${appId}/results?metric=downloads`, mine.cookie), {
            appId,
          }),
        ),
      () =>
        reviewsApi.loader(
          routeArgs(getRequest(`/api/apps/${appId}/reviews`, mine.cookie), { appId }),
        ),
      () =>
        undoApi.action(
          routeArgs(
            jsonRequest(`/api/apps/${appId}/imports/${importId}`, undefined, {
              method: "DELETE",
              cookie: mine.cookie,
            }),
            { appId, importId },
          ),
        ),
    ];
    for (const read of reads) expect((await settle(read)).status).toBe(404);
    expect(await db.resultDay.count({ where: { appId } })).toBe(62);
  });
});

describe("/api/apps/{appId}/results and /reviews", () => {
  it("answer { metric, total, days } and { total, reviews } with the contract's fields", async () => {
    const { app, cookie } = await signedInWithApp();
    await post(app.id, cookie!, [
      ["installs.csv", playInstallsOverview()],
      ["reviews.csv", playReviews()],
    ]);
    const appId = app.id;
    const results = await settle(() =>
      resultsApi.loader(
        routeArgs(
          getRequest(
            `/api/apps/${appId}/results?metric=downloads&from=2026-03-01&to=2026-03-03&store=google-play`,
            cookie,
          ),
          { appId },
        ),
      ),
    );
    expect(await results.json()).toEqual({
      metric: "downloads",
      total: 33,
      days: [
        { date: "2026-03-01", value: 10 },
        { date: "2026-03-02", value: 11 },
        { date: "2026-03-03", value: 12 },
      ],
    });
    const bad = await settle(() =>
      resultsApi.loader(
        routeArgs(getRequest(`/api/apps/${appId}/results?metric=likes&from=x`, cookie), { appId }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: object }).errors).toHaveProperty("metric");

    const reviews = await settle(() =>
      reviewsApi.loader(
        routeArgs(getRequest(`/api/apps/${appId}/reviews?rating=5`, cookie), { appId }),
      ),
    );
    const body = (await reviews.json()) as { total: number; reviews: object[] };
    expect(body.total).toBe(1);
    expect(Object.keys(body.reviews[0]!).sort()).toEqual(
      ["appVersion", "date", "language", "rating", "text", "title"].sort(),
    );
    const badRating = await settle(() =>
      reviewsApi.loader(
        routeArgs(getRequest(`/api/apps/${appId}/reviews?rating=6`, cookie), { appId }),
      ),
    );
    expect(badRating.status).toBe(400);
  });
});

describe("the edge's body cap", () => {
  it("lets an upload route's body past 1 MiB, up to the cap it declares; other routes keep 1 MiB", async () => {
    const routes = await appRouteTable();
    const bytes = new Uint8Array(2 * 1024 * 1024).fill(65);
    const upload = uploadRequest("some-app", "a=b", [["big.csv", bytes]]);
    expect(await screenRequest(upload, { routes })).toBeNull();
    const elsewhere = new Request(
      `${BASE}/api/apps/some-app/listing`,
      uploadRequest("some-app", "a=b", [["big.csv", bytes]]),
    );
    expect((await screenRequest(elsewhere, { routes }))?.status).toBe(413);
  });
});
