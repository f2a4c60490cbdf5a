// The apps API (docs/product/spec-facts.md §7): statuses, validation with field errors, tenant isolation on
// every method, and refusal to write once the trial has ended.
import { describe, expect, test } from "vitest";

import * as listRoute from "~/routes/api.apps";
import * as appRoute from "~/routes/api.apps.$appId";
import { db } from "~/services/db.server";

import { createSignedInUser, jsonRequest, routeArgs, settle } from "./helpers";

async function post(body: unknown, cookie: string) {
  return settle(() => listRoute.action(routeArgs(jsonRequest("/api/apps", body, { cookie }))));
}

async function call(method: string, appId: string, cookie?: string, body?: unknown) {
  const request = jsonRequest(`/api/apps/${appId}`, body, { method, cookie });
  const args = routeArgs(request, { appId });
  return settle(() => (method === "GET" ? appRoute.loader(args) : appRoute.action(args)));
}

async function newApp(tenantId: string, name = "Pocket Pets") {
  return db.app.create({ data: { tenantId, name, wizardAnswers: {} } });
}

async function endTrial(tenantId: string) {
  const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  await db.tenant.update({ where: { id: tenantId }, data: { createdAt: eightDaysAgo } });
}

describe("GET /api/apps", () => {
  test("401 without a session", async () => {
    const res = await settle(() => listRoute.loader(routeArgs(jsonRequest("/api/apps"))));
    expect(res.status).toBe(401);
  });

  test("lists only the tenant's apps with the product's fields", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    await newApp(me.tenant.id, "Mine");
    await newApp(other.tenant.id, "Theirs");
    const res = await settle(() =>
      listRoute.loader(routeArgs(jsonRequest("/api/apps", undefined, { cookie: me.cookie }))),
    );
    expect(res.status).toBe(200);
    const apps = await res.json();
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({
      name: "Mine",
      url: "",
      description: "",
      progress: 0,
      category: null,
    });
    expect(apps[0].id).toEqual(expect.any(String));
    // The app entity's own fields (docs/api-contract.md), the tenant's id included.
    expect(apps[0]).toMatchObject({ tenantId: me.tenant.id, wizardAnswers: {} });
  });
});

describe("POST /api/apps", () => {
  test("201 with the created app; progress defaults to 0", async () => {
    const me = await createSignedInUser();
    const res = await post(
      { name: "  Fit Streak ", url: "https://fit.example", description: "Workouts" },
      me.cookie,
    );
    expect(res.status).toBe(201);
    const app = await res.json();
    expect(app).toMatchObject({ name: "Fit Streak", url: "https://fit.example", progress: 0 });
    const stored = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    expect(stored.tenantId).toBe(me.tenant.id);
    expect(stored.wizardAnswers).toEqual({});
  });

  test("a bare domain is saved as https://, and a single word is still refused", async () => {
    const me = await createSignedInUser();
    const res = await post({ name: "PocketPlant", url: "pocketplant.app" }, me.cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ url: "https://pocketplant.app" });
    const refused = await post({ name: "PocketPlant", url: "pocketplant" }, me.cookie);
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors.url[0]).toMatch(/such as pocketplant\.app/);
  });

  test("accepts the progress the original client sends", async () => {
    const me = await createSignedInUser();
    const res = await post({ name: "Tracker", progress: 25 }, me.cookie);
    expect(res.status).toBe(201);
    // The sent figure is the simple questions'; the plan starts at 0 (no module completed).
    expect(await res.json()).toMatchObject({ progress: 0, questionsProgress: 25 });
  });

  test.each([
    [{ url: "https://x.example" }, "name"],
    [{ name: "   " }, "name"],
    [{ name: "x".repeat(81) }, "name"],
    [{ name: "A", url: "ftp://files.example" }, "url"],
    [{ name: "A", url: "javascript:alert(1)" }, "url"],
    [{ name: "A", url: "not a url" }, "url"],
    [{ name: "A", description: "d".repeat(1001) }, "description"],
    [{ name: "A", progress: 101 }, "progress"],
    [{ name: "A", progress: -1 }, "progress"],
  ])("400 with a field error for %j", async (body, field) => {
    const me = await createSignedInUser();
    const res = await post(body, me.cookie);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.message).toEqual(expect.any(String));
    expect(json.errors[field]?.[0]).toEqual(expect.any(String));
    expect(await db.app.count({ where: { tenantId: me.tenant.id } })).toBe(0);
  });

  test("415 for a body that is not JSON, 400 for malformed JSON", async () => {
    const me = await createSignedInUser();
    const form = jsonRequest("/api/apps", "name=A", {
      cookie: me.cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await settle(() => listRoute.action(routeArgs(form)))).status).toBe(415);
    expect((await post("{not json", me.cookie)).status).toBe(400);
  });

  test("401 without a session, 405 for another method", async () => {
    const res = await settle(() =>
      listRoute.action(routeArgs(jsonRequest("/api/apps", { name: "A" }))),
    );
    expect(res.status).toBe(401);
    const me = await createSignedInUser();
    const del = jsonRequest("/api/apps", undefined, { method: "DELETE", cookie: me.cookie });
    expect((await settle(() => listRoute.action(routeArgs(del)))).status).toBe(405);
  });
});

describe("/api/apps/{id}", () => {
  test("GET returns the app with its answers", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const res = await call("GET", app.id, me.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: app.id, name: "Pocket Pets", wizardAnswers: {} });
  });

  test("GET of a missing id is 404; without a session 401", async () => {
    const me = await createSignedInUser();
    expect((await call("GET", "no-such-app", me.cookie)).status).toBe(404);
    const app = await newApp(me.tenant.id);
    expect((await call("GET", app.id)).status).toBe(401);
  });

  test("PUT {category} saves it; an unknown category is 400", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const ok = await call("PUT", app.id, me.cookie, { category: "games" });
    expect(ok.status).toBe(200);
    expect((await ok.json()).category).toBe("games");
    const bad = await call("PUT", app.id, me.cookie, { category: "gardening" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.category).toHaveLength(1);
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).category).toBe("games");
  });

  test("PUT {wizardAnswers, progress} merges the answers and moves progress", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const first = await call("PUT", app.id, me.cookie, {
      wizardAnswers: { "app-name": "Pocket Pets", "who-uses": "Kids" },
      progress: 25,
    });
    expect(first.status).toBe(200);
    const second = await call("PUT", app.id, me.cookie, {
      wizardAnswers: { "who-uses": "Kids and parents", "launch-date": "2037-09-01" },
      progress: 50,
    });
    expect(second.status).toBe(200);
    const stored = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    // The simple wizard's save keeps the further of the sent and the answered progress.
    expect(stored.questionsProgress).toBeGreaterThanOrEqual(50);
    expect(stored.progress).toBe(0);
    expect(await second.json()).toMatchObject({
      progress: 0,
      questionsProgress: stored.questionsProgress,
    });
    expect(stored.wizardAnswers).toEqual({
      "app-name": "Pocket Pets",
      "who-uses": "Kids and parents",
      "launch-date": "2037-09-01",
    });
  });

  test.each([
    [
      { wizardAnswers: { "favourite-colour": "blue" }, progress: 25 },
      "wizardAnswers.favourite-colour",
    ],
    [{ wizardAnswers: { "app-name": "x".repeat(2001) }, progress: 25 }, "wizardAnswers.app-name"],
    [{ wizardAnswers: { "app-name": 42 }, progress: 25 }, "wizardAnswers.app-name"],
    [{ wizardAnswers: ["app-name"], progress: 25 }, "wizardAnswers"],
    [{ wizardAnswers: { "app-name": "A" }, progress: 101 }, "progress"],
    [{ wizardAnswers: { "app-name": "A" }, progress: -5 }, "progress"],
    [{ wizardAnswers: { "app-name": "A" }, progress: 12.5 }, "progress"],
    [{ wizardAnswers: { "app-name": "A" } }, "progress"],
    [{ progress: 40 }, "wizardAnswers"],
    [{ name: "" }, "name"],
    [{ url: "mailto:me@example.com" }, "url"],
    [{ description: "d".repeat(1001) }, "description"],
    [{}, "_root"],
  ])("PUT %j is 400 with a field error and changes nothing", async (body, field) => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const res = await call("PUT", app.id, me.cookie, body);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]?.[0]).toEqual(expect.any(String));
    const stored = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    expect(stored).toMatchObject({ name: "Pocket Pets", progress: 0, wizardAnswers: {} });
  });

  test("PUT name/url/description updates the details", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const res = await call("PUT", app.id, me.cookie, {
      name: "Pocket Pets 2",
      url: "http://pets.example",
      description: "Now with cats",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: "Pocket Pets 2",
      url: "http://pets.example",
      description: "Now with cats",
      category: null,
    });
  });

  test("PUT with a bare domain stores it with https://", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const res = await call("PUT", app.id, me.cookie, { url: "pocketplant.app" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ url: "https://pocketplant.app" });
  });

  test("DELETE is 204 and removes the app with its modules", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    await db.module.create({ data: { appId: app.id, stepName: "foundation", data: {} } });
    const res = await call("DELETE", app.id, me.cookie);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await db.app.findUnique({ where: { id: app.id } })).toBeNull();
    expect(await db.module.count({ where: { appId: app.id } })).toBe(0);
    expect((await call("DELETE", app.id, me.cookie)).status).toBe(404);
  });

  test("405 for a method the route does not handle", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    expect((await call("PATCH", app.id, me.cookie, { name: "X" })).status).toBe(405);
  });
});

describe("another tenant's app", () => {
  test("is 404 on GET, PUT (valid or not) and DELETE, and stays untouched", async () => {
    const owner = await createSignedInUser();
    const intruder = await createSignedInUser();
    const app = await newApp(owner.tenant.id);
    expect((await call("GET", app.id, intruder.cookie)).status).toBe(404);
    expect((await call("PUT", app.id, intruder.cookie, { category: "games" })).status).toBe(404);
    expect((await call("PUT", app.id, intruder.cookie, { category: "nope" })).status).toBe(404);
    expect(
      (
        await call("PUT", app.id, intruder.cookie, {
          wizardAnswers: { "app-name": "Stolen" },
          progress: 100,
        })
      ).status,
    ).toBe(404);
    expect((await call("DELETE", app.id, intruder.cookie)).status).toBe(404);
    const stored = await db.app.findUniqueOrThrow({ where: { id: app.id } });
    expect(stored).toMatchObject({ category: null, progress: 0, wizardAnswers: {} });
  });

  test("is 404 even when the intruder's own trial has ended", async () => {
    const owner = await createSignedInUser();
    const intruder = await createSignedInUser();
    await endTrial(intruder.tenant.id);
    const app = await newApp(owner.tenant.id);
    expect((await call("DELETE", app.id, intruder.cookie)).status).toBe(404);
    expect(await db.app.findUnique({ where: { id: app.id } })).not.toBeNull();
  });
});

describe("after the trial has ended", () => {
  test("reads still work, every mutation is 403 and nothing changes", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    await endTrial(me.tenant.id);
    expect((await call("GET", app.id, me.cookie)).status).toBe(200);

    const created = await post({ name: "Another" }, me.cookie);
    expect(created.status).toBe(403);
    expect((await created.json()).message).toMatch(/billing/i);
    expect((await call("PUT", app.id, me.cookie, { category: "games" })).status).toBe(403);
    expect((await call("DELETE", app.id, me.cookie)).status).toBe(403);
    expect(await db.app.count({ where: { tenantId: me.tenant.id } })).toBe(1);
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).category).toBeNull();
  });
});
