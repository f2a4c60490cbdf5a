// The dashboard and category pages' loaders and actions, as a browser with JavaScript off
// posts them: toasts, redirects, the one reply shape ({ formId, result }) with the typed values
// kept, tenant isolation and the ended trial.
import { describe, expect, test } from "vitest";

import * as categoryRoute from "~/routes/_app.app-category.$appId/route";
import * as dashboardRoute from "~/routes/_app.dashboard/route";
import { db } from "~/services/db.server";
import { ACTION_TOAST_KEY, getToast } from "~/utils/toast.server";

import { createSignedInUser, formRequest, getRequest, routeArgs, settle } from "./helpers";

/** A redirect carries its toast in the flash cookie. */
async function toastOf(response: Response) {
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  const cookie = setCookie.split(";")[0];
  const { toast } = await getToast(
    new Request("http://localhost", { headers: { Cookie: cookie } }),
  );
  return toast;
}

/** Action data carries its toast in the body (it must show on the page rendered from the POST). */
async function dataToast(response: Response) {
  const body = await response.clone().json();
  return body[ACTION_TOAST_KEY];
}

function postDashboard(fields: Record<string, string>, cookie: string, search = "") {
  return settle(() =>
    dashboardRoute.action(routeArgs(formRequest(`/dashboard${search}`, fields, { cookie }))),
  );
}

function postCategory(appId: string, fields: Record<string, string>, cookie: string) {
  const request = formRequest(`/app-category/${appId}`, fields, { cookie });
  return settle(() => categoryRoute.action(routeArgs(request, { appId })));
}

async function newApp(tenantId: string, data: { progress?: number; category?: string } = {}) {
  return db.app.create({ data: { tenantId, name: "Pocket Pets", wizardAnswers: {}, ...data } });
}

async function endTrial(tenantId: string) {
  const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  await db.tenant.update({ where: { id: tenantId }, data: { createdAt: eightDaysAgo } });
}

describe("dashboard loader", () => {
  test("a visitor is sent to sign in", async () => {
    const res = await settle(() => dashboardRoute.loader(routeArgs(getRequest("/dashboard"))));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth?redirectTo=%2Fdashboard");
  });

  test("stats, missions and cards for the tenant", async () => {
    const me = await createSignedInUser();
    await newApp(me.tenant.id, { progress: 38, category: "games" });
    await newApp(me.tenant.id, { progress: 100, category: "tools" });
    const res = await settle(() =>
      dashboardRoute.loader(routeArgs(getRequest("/dashboard", me.cookie))),
    );
    const data = await res.json();
    expect(data.stats).toEqual({ totalApps: 2, completed: 11, readyToLaunch: 1, avgProgress: 69 });
    expect(data.missions).toHaveLength(1);
    expect(data.apps).toHaveLength(2);
  });

  test("?edit= or ?delete= with another tenant's app id is 404", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const theirs = await newApp(other.tenant.id);
    for (const param of ["edit", "delete"]) {
      const request = getRequest(`/dashboard?${param}=${theirs.id}`, me.cookie);
      expect((await settle(() => dashboardRoute.loader(routeArgs(request)))).status).toBe(404);
    }
  });
});

describe("add app", () => {
  test("creates the app, toasts and goes to its category page", async () => {
    const me = await createSignedInUser();
    const res = await postDashboard(
      { intent: "create", name: "Fit Streak", url: "https://fit.example", description: "" },
      me.cookie,
      "?add=true",
    );
    const app = await db.app.findFirstOrThrow({ where: { tenantId: me.tenant.id } });
    expect(app).toMatchObject({ name: "Fit Streak", url: "https://fit.example", progress: 0 });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/app-category/${app.id}`);
    expect(await toastOf(res)).toMatchObject({
      message: "App created!",
      description: "Let's pick a category for your app first!",
      type: "success",
    });
  });

  test("a bare domain is a web address: saved with https:// in front, on add and on edit", async () => {
    const me = await createSignedInUser();
    const res = await postDashboard(
      { intent: "create", name: "PocketPlant", url: "pocketplant.app", description: "" },
      me.cookie,
      "?add=true",
    );
    expect(res.status).toBe(302);
    const app = await db.app.findFirstOrThrow({ where: { tenantId: me.tenant.id } });
    expect(app.url).toBe("https://pocketplant.app");
    const edited = await postDashboard(
      { intent: "update", appId: app.id, name: "PocketPlant", url: "www.pocketplant.app/get" },
      me.cookie,
      `?edit=${app.id}`,
    );
    expect(edited.status).toBe(302);
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).url).toBe(
      "https://www.pocketplant.app/get",
    );
  });

  test("a bad url is 400 with the field's message, the typed values and the specification's 'Error creating app' toast", async () => {
    const me = await createSignedInUser();
    const res = await postDashboard(
      { intent: "create", name: "Fit Streak", url: "ftp://fit.example", description: "Gym" },
      me.cookie,
      "?add=true",
    );
    expect(res.status).toBe(400);
    // The summary stays while the user fixes the field; the specification's toast says it too.
    const toast = await dataToast(res);
    const data = await res.json();
    expect(toast).toMatchObject({
      message: "Error creating app",
      description: data.result.error.url[0],
      type: "error",
    });
    expect(data.formId).toBe("create-app");
    expect(data.result.error.url[0]).toMatch(/http:\/\/ or https:\/\//);
    expect(data.result.initialValue).toMatchObject({
      name: "Fit Streak",
      url: "ftp://fit.example",
      description: "Gym",
    });
    expect(await db.app.count({ where: { tenantId: me.tenant.id } })).toBe(0);
  });

  test("a missing name is 400 with 'App name is required'", async () => {
    const me = await createSignedInUser();
    const res = await postDashboard({ intent: "create", name: "" }, me.cookie, "?add=true");
    expect(res.status).toBe(400);
    expect((await res.json()).result.error.name).toEqual(["App name is required"]);
  });

  test("after the trial: refused with the billing message, input kept", async () => {
    const me = await createSignedInUser();
    await endTrial(me.tenant.id);
    const res = await postDashboard({ intent: "create", name: "Late App" }, me.cookie);
    expect(res.status).toBe(403);
    const toast = await dataToast(res);
    const data = await res.json();
    expect(toast).toMatchObject({
      message: "Error creating app",
      description: data.result.error[""][0],
    });
    expect(data).toMatchObject({ formId: "create-app", billing: true });
    expect(data.result.error[""][0]).toMatch(/billing/i);
    expect(data.result.initialValue.name).toBe("Late App");
    // The gate runs when the model writes: invalid input after the trial is still a 400.
    const invalid = await postDashboard({ intent: "create", name: "" }, me.cookie);
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).result.error.name).toEqual(["App name is required"]);
    expect(await db.app.count({ where: { tenantId: me.tenant.id } })).toBe(0);
  });

  test("an unknown intent is 400 with the one answer, a toast, and nothing saved", async () => {
    const me = await createSignedInUser();
    const res = await postDashboard({ intent: "archive", name: "Fit Streak" }, me.cookie);
    expect(res.status).toBe(400);
    expect((await dataToast(res))?.description).toBe(
      "Unknown action. Reload the page and try again.",
    );
    const data = await res.json();
    expect(data.formId).toBe("unknown-intent");
    expect(data.result.initialValue.name).toBe("Fit Streak");
    expect(await db.app.count({ where: { tenantId: me.tenant.id } })).toBe(0);
  });
});

describe("edit and delete", () => {
  test("edit saves the details and toasts", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id, { category: "games", progress: 25 });
    const res = await postDashboard(
      { intent: "update", appId: app.id, name: "Pocket Pets Pro", url: "", description: "New" },
      me.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard");
    expect((await toastOf(res))?.message).toBe("App updated");
    expect(await db.app.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({
      name: "Pocket Pets Pro",
      description: "New",
      category: "games",
      progress: 25,
    });
  });

  test("an invalid edit is 400 and keeps the typed values", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const res = await postDashboard(
      { intent: "update", appId: app.id, name: "x".repeat(81) },
      me.cookie,
    );
    expect(res.status).toBe(400);
    const data = await res.json();
    expect(data.formId).toBe("update-app");
    // The hidden app id comes back too: the page reopens that app's dialog.
    expect(data.result.initialValue.appId).toBe(app.id);
    expect(data.result.error.name[0]).toMatch(/at most 80/);
    expect(data.result.initialValue.name).toHaveLength(81);
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).name).toBe("Pocket Pets");
  });

  test("delete removes the app and its modules and toasts", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    await db.module.create({ data: { appId: app.id, stepName: "seo", data: {} } });
    const res = await postDashboard({ intent: "delete", appId: app.id }, me.cookie);
    expect(res.status).toBe(302);
    expect((await toastOf(res))?.message).toBe("App deleted");
    expect(await db.app.count({ where: { id: app.id } })).toBe(0);
    expect(await db.module.count({ where: { appId: app.id } })).toBe(0);
  });

  test("another tenant's app: edit and delete are 404 and change nothing", async () => {
    const owner = await createSignedInUser();
    const intruder = await createSignedInUser();
    const app = await newApp(owner.tenant.id);
    const edit = await postDashboard(
      { intent: "update", appId: app.id, name: "Hacked" },
      intruder.cookie,
    );
    expect(edit.status).toBe(404);
    const del = await postDashboard({ intent: "delete", appId: app.id }, intruder.cookie);
    expect(del.status).toBe(404);
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).name).toBe("Pocket Pets");
  });

  test("after the trial, delete is refused and the app stays", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    await endTrial(me.tenant.id);
    const res = await postDashboard({ intent: "delete", appId: app.id }, me.cookie);
    expect(res.status).toBe(403);
    // A button-only form: the refusal is a toast as well as the dialog's summary.
    expect(await dataToast(res)).toMatchObject({ message: "Not saved", type: "error" });
    const data = await res.json();
    expect(data).toMatchObject({ formId: "delete-app", billing: true });
    expect(data.result.error[""][0]).toMatch(/billing/i);
    expect(await db.app.count({ where: { id: app.id } })).toBe(1);
  });
});

describe("category page", () => {
  test("loader: the app and eight categories with hints; another tenant's app is 404", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const res = await settle(() =>
      categoryRoute.loader(
        routeArgs(getRequest(`/app-category/${app.id}`, me.cookie), { appId: app.id }),
      ),
    );
    const data = await res.json();
    expect(data.app).toEqual({
      id: app.id,
      name: "Pocket Pets",
      category: null,
      platforms: [],
    });
    expect(data.categories).toHaveLength(8);
    for (const category of data.categories) expect(category.hint.length).toBeGreaterThan(20);

    const theirs = await settle(() =>
      categoryRoute.loader(
        routeArgs(getRequest(`/app-category/${app.id}`, other.cookie), { appId: app.id }),
      ),
    );
    expect(theirs.status).toBe(404);
  });

  test("saving a category toasts and goes to the simple wizard", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const res = await postCategory(
      app.id,
      { intent: "choose-category", category: "health" },
      me.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/simple-wizard/${app.id}`);
    expect(await toastOf(res)).toMatchObject({
      message: "Great choice!",
      description: "Let's start with some simple questions about your app.",
    });
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).category).toBe("health");
  });

  test("an unknown or missing category is 400 with the field's error and the specification's toast, and stays", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const attempts: Record<string, string>[] = [
      { intent: "choose-category", category: "gardening" },
      { intent: "choose-category" },
    ];
    for (const fields of attempts) {
      const res = await postCategory(app.id, fields, me.cookie);
      expect(res.status).toBe(400);
      expect(await dataToast(res)).toMatchObject({
        message: "Something went wrong",
        description: "Please try selecting a category again.",
        type: "error",
      });
      const data = await res.json();
      expect(data.formId).toBe("choose-category");
      expect(data.result.error.category).toEqual(["Choose one of the eight categories"]);
    }
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).category).toBeNull();
  });

  test("another tenant's app is 404 and keeps its category", async () => {
    const owner = await createSignedInUser();
    const intruder = await createSignedInUser();
    const app = await newApp(owner.tenant.id, { category: "games" });
    const res = await postCategory(
      app.id,
      { intent: "choose-category", category: "music" },
      intruder.cookie,
    );
    expect(res.status).toBe(404);
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).category).toBe("games");
  });

  test("after the trial the choice is refused with the billing message", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    await endTrial(me.tenant.id);
    const res = await postCategory(
      app.id,
      { intent: "choose-category", category: "music" },
      me.cookie,
    );
    expect(res.status).toBe(403);
    const data = await res.json();
    expect(data).toMatchObject({ formId: "choose-category", billing: true });
    expect(data.result.initialValue.category).toBe("music");
    expect(data.result.error[""][0]).toMatch(/billing/i);
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).category).toBeNull();
  });
});
