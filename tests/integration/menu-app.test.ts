// The main menu's "My Apps" pages are for one app: the app in the address, else the one last
// opened in this browser (remembered in a cookie), else the company's most recently changed app.
// Read inside the session lookup's one statement, and the same without it.
import { describe, expect, test } from "vitest";

import { loader as layoutLoader } from "~/routes/_app/route";
import { db } from "~/services/db.server";
import { runInRequestContext } from "~/services/request-context.server";
import { addressAppId, MENU_APP_COOKIE } from "~/utils/menu-app.server";

import { appRouteTable } from "../route-table";
import { createSignedInUser, getRequest, routeArgs } from "./helpers";

const routes = await appRouteTable();

async function layoutAt(path: string, cookie: string, withSession: boolean) {
  const args = routeArgs(getRequest(path, cookie));
  // The build's route table, as the server entry hands it to every request.
  Object.assign(args.context, { routes });
  const answer = withSession
    ? await runInRequestContext(args.context, () => layoutLoader(args))
    : await layoutLoader(args);
  const setCookie = new Headers(answer.init?.headers).get("Set-Cookie");
  return { menuApp: answer.data.menuApp ?? null, setCookie };
}

async function makeApp(tenantId: string, name: string, updatedAt: Date) {
  const app = await db.app.create({ data: { tenantId, name, wizardAnswers: {} } });
  await db.app.update({ where: { id: app.id }, data: { updatedAt } });
  return app;
}

test("the address's app id is the appId of the route the path names, script requests too", () => {
  expect(addressAppId("/apps/abc-1/checklist", routes)).toBe("abc-1");
  expect(addressAppId("/apps/abc-1/checklist.data", routes)).toBe("abc-1");
  expect(addressAppId("/wizard/abc-1.data", routes)).toBe("abc-1");
  expect(addressAppId("/simple-wizard/abc-1", routes)).toBe("abc-1");
  expect(addressAppId("/app-category/abc-1", routes)).toBe("abc-1");
  expect(addressAppId("/wizard", routes)).toBeUndefined();
  expect(addressAppId("/dashboard", routes)).toBeUndefined();
  expect(addressAppId("/calendar", routes)).toBeUndefined();
  // Without the build's routes (a script, a job) no address names an app.
  expect(addressAppId("/apps/abc-1/checklist", undefined)).toBeUndefined();
});

describe.each([
  ["read with the session", true],
  ["looked up on its own", false],
])("the menu's app, %s", (_name, withSession) => {
  test("none without apps, the only app, then the latest changed", async () => {
    const { tenant, cookie } = await createSignedInUser();
    expect((await layoutAt("/dashboard", cookie, withSession)).menuApp).toBeNull();

    const only = await makeApp(tenant.id, "Only", new Date("2026-11-01T00:00:00Z"));
    expect((await layoutAt("/dashboard", cookie, withSession)).menuApp).toEqual({
      id: only.id,
      name: "Only",
    });
    const later = await makeApp(tenant.id, "Later", new Date("2026-11-02T00:00:00Z"));
    expect((await layoutAt("/billing", cookie, withSession)).menuApp?.id).toBe(later.id);
  });

  test("the address's app wins and is remembered; the remembered app wins over the latest", async () => {
    const { tenant, cookie } = await createSignedInUser();
    const opened = await makeApp(tenant.id, "Opened", new Date("2026-11-01T00:00:00Z"));
    const latest = await makeApp(tenant.id, "Latest", new Date("2026-11-05T00:00:00Z"));

    const onPage = await layoutAt(`/apps/${opened.id}/drafts`, cookie, withSession);
    expect(onPage.menuApp).toEqual({ id: opened.id, name: "Opened" });
    expect(onPage.setCookie).toContain(`${MENU_APP_COOKIE}=${opened.id}`);
    expect(onPage.setCookie).toMatch(/HttpOnly/i);

    const remembered = `${cookie}; ${MENU_APP_COOKIE}=${opened.id}`;
    const back = await layoutAt("/dashboard", remembered, withSession);
    expect(back.menuApp?.id).toBe(opened.id);
    // Already remembered: nothing to set.
    expect(back.setCookie).toBeNull();
    expect((await layoutAt(`/wizard/${opened.id}`, remembered, withSession)).setCookie).toBeNull();

    const other = await layoutAt(`/apps/${latest.id}/checklist`, remembered, withSession);
    expect(other.menuApp?.id).toBe(latest.id);
    expect(other.setCookie).toContain(`${MENU_APP_COOKIE}=${latest.id}`);
  });

  test("another company's app, in the address or the cookie, is never the menu's", async () => {
    const mine = await createSignedInUser();
    const theirs = await createSignedInUser();
    const own = await makeApp(mine.tenant.id, "Mine", new Date("2026-11-01T00:00:00Z"));
    const foreign = await makeApp(theirs.tenant.id, "Theirs", new Date("2026-11-09T00:00:00Z"));

    const viaAddress = await layoutAt(`/apps/${foreign.id}/listing`, mine.cookie, withSession);
    expect(viaAddress.menuApp).toEqual({ id: own.id, name: "Mine" });
    expect(viaAddress.setCookie).toBeNull();
    const viaCookie = await layoutAt(
      "/dashboard",
      `${mine.cookie}; ${MENU_APP_COOKIE}=${foreign.id}`,
      withSession,
    );
    expect(viaCookie.menuApp?.id).toBe(own.id);
  });
});
