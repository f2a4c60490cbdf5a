// An unknown or another tenant's app id on a signed-in page is a 404 whose text is the message
// the signed-in layout's error boundary shows; the JSON API keeps answering JSON.
import { describe, expect, test } from "vitest";

import * as categoryRoute from "~/routes/_app.app-category.$appId/route";
import * as calendarRoute from "~/routes/_app.apps.$appId.calendar/route";
import * as checklistRoute from "~/routes/_app.apps.$appId.checklist/route";
import * as draftsRoute from "~/routes/_app.apps.$appId.drafts/route";
import * as listingRoute from "~/routes/_app.apps.$appId.listing/route";
import * as listingImportRoute from "~/routes/_app.apps.$appId.listing_.import/route";
import * as resultsRoute from "~/routes/_app.apps.$appId.results/route";
import * as shareRoute from "~/routes/_app.apps.$appId.share/route";
import * as simpleWizardRoute from "~/routes/_app.simple-wizard.$appId/route";
import * as wizardRoute from "~/routes/_app.wizard.$appId/route";
import * as apiAppRoute from "~/routes/api.apps.$appId";
import { db } from "~/services/db.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { STEP_NOT_FOUND } from "~/utils/wizard-app.server";

import { routeModuleFiles, routeName } from "../route-files";
import {
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
} from "./helpers";

type Loader = (args: ReturnType<typeof routeArgs>) => Promise<unknown>;

const PAGES: Array<[string, (id: string) => string, Loader]> = [
  ["/wizard/{id}", (id) => `/wizard/${id}`, wizardRoute.loader as Loader],
  ["/simple-wizard/{id}", (id) => `/simple-wizard/${id}`, simpleWizardRoute.loader as Loader],
  ["/app-category/{id}", (id) => `/app-category/${id}`, categoryRoute.loader as Loader],
  ["/apps/{id}/checklist", (id) => `/apps/${id}/checklist`, checklistRoute.loader as Loader],
  ["/apps/{id}/calendar", (id) => `/apps/${id}/calendar`, calendarRoute.loader as Loader],
  ["/apps/{id}/listing", (id) => `/apps/${id}/listing`, listingRoute.loader as Loader],
  [
    "/apps/{id}/listing_/import",
    (id) => `/apps/${id}/listing/import`,
    listingImportRoute.loader as Loader,
  ],
  ["/apps/{id}/drafts", (id) => `/apps/${id}/drafts`, draftsRoute.loader as Loader],
  ["/apps/{id}/results", (id) => `/apps/${id}/results`, resultsRoute.loader as Loader],
  ["/apps/{id}/share", (id) => `/apps/${id}/share`, shareRoute.loader as Loader],
];

test("every signed-in page about one app is in the list above", () => {
  // `_app.wizard.$appId/route.tsx` -> `/wizard/{id}`: a new page with an app id must join the list.
  const pages = routeModuleFiles()
    .filter((file) => file.endsWith(".tsx"))
    .map(routeName)
    .filter((name) => /^_app\..*\$appId/.test(name))
    .map(
      (name) =>
        "/" +
        name
          .replace(/^_app\./, "")
          .replace("$appId", "{id}")
          .replaceAll(".", "/"),
    );
  expect(pages.length).toBeGreaterThan(5);
  expect(PAGES.map(([name]) => name).sort()).toEqual(pages.sort());
});

async function appOf(tenantId: string) {
  return db.app.create({
    data: { tenantId, name: "Pocket Pets", category: "games", wizardAnswers: {} },
  });
}

describe.each(PAGES)("%s", (_name, path, loader) => {
  test("an unknown id is a 404 saying the app doesn't exist or isn't yours", async () => {
    const me = await createSignedInUser();
    const request = getRequest(path("no-such-app"), me.cookie);
    const response = await settle(() => loader(routeArgs(request, { appId: "no-such-app" })));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(APP_NOT_FOUND);
  });

  test("another tenant's app is the same 404, and the owner still sees it", async () => {
    const owner = await createSignedInUser();
    const intruder = await createSignedInUser();
    const app = await appOf(owner.tenant.id);
    const foreign = await settle(() =>
      loader(routeArgs(getRequest(path(app.id), intruder.cookie), { appId: app.id })),
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toBe(APP_NOT_FOUND);
    const own = await settle(() =>
      loader(routeArgs(getRequest(path(app.id), owner.cookie), { appId: app.id })),
    );
    expect(own.status).toBe(200);
  });
});

describe("other not-found answers", () => {
  test("a post to another tenant's wizard is the app's 404 and saves nothing", async () => {
    const owner = await createSignedInUser();
    const intruder = await createSignedInUser();
    const app = await appOf(owner.tenant.id);
    const request = formRequest(
      `/wizard/${app.id}?step=foundation`,
      { step: "foundation", intent: "draft", elevatorPitch: "Taken over" },
      { cookie: intruder.cookie },
    );
    const response = await settle(() => wizardRoute.action(routeArgs(request, { appId: app.id })));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(APP_NOT_FOUND);
    expect(await db.module.count({ where: { appId: app.id } })).toBe(0);
  });

  test("a share link for another tenant's app is the app's 404 and creates nothing", async () => {
    const owner = await createSignedInUser();
    const intruder = await createSignedInUser();
    const app = await appOf(owner.tenant.id);
    const request = formRequest(
      `/apps/${app.id}/share`,
      { intent: "create-share", label: "Mentor" },
      { cookie: intruder.cookie },
    );
    const response = await settle(() => shareRoute.action(routeArgs(request, { appId: app.id })));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(APP_NOT_FOUND);
    expect(await db.shareLink.count({ where: { appId: app.id } })).toBe(0);
  });

  test("an unknown step of one's own app is a 404 naming the step", async () => {
    const me = await createSignedInUser();
    const app = await appOf(me.tenant.id);
    for (const [url, loader] of [
      [`/wizard/${app.id}?step=marketing`, wizardRoute.loader],
      [`/simple-wizard/${app.id}?step=9`, simpleWizardRoute.loader],
    ] as const) {
      const response = await settle(() =>
        (loader as Loader)(routeArgs(getRequest(url, me.cookie), { appId: app.id })),
      );
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toBe(STEP_NOT_FOUND);
    }
  });

  test("the JSON API still answers another tenant's app with a JSON 404", async () => {
    const owner = await createSignedInUser();
    const intruder = await createSignedInUser();
    const app = await appOf(owner.tenant.id);
    const request = jsonRequest(`/api/apps/${app.id}`, undefined, { cookie: intruder.cookie });
    const response = await settle(() => apiAppRoute.loader(routeArgs(request, { appId: app.id })));
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(await response.json()).toHaveProperty("message");
  });
});

describe("invariantResponse", () => {
  test("passes a truthy condition and throws a 404 with the message otherwise", () => {
    expect(() => invariantResponse({ id: "a" }, "unused")).not.toThrow();
    try {
      invariantResponse(null, () => "Gone");
      expect.unreachable();
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });

  test("takes another status, such as 403", async () => {
    try {
      invariantResponse(false, "Not for you", { status: 403 });
      expect.unreachable();
    } catch (thrown) {
      expect((thrown as Response).status).toBe(403);
      expect(await (thrown as Response).text()).toBe("Not for you");
    }
  });
});
