// The specification's failure toasts reach the toast region on the page of the refused post: with
// JavaScript off through the request context (the root loader runs in the same request), with it
// on through the flash cookie the entry sets on the data request's answer. A category save that
// fails on the server says "Something went wrong" / "Please try selecting a category again." and
// stays; a sign-out that fails says "Logout failed".
import type { AppLoadContext } from "@remix-run/node";
import { afterEach, describe, expect, test, vi } from "vitest";

import { handleDataRequest } from "~/entry.server";
import { hasActionToast } from "~/lib/action-toast";
import type * as appModel from "~/models/app.server";
import * as categoryRoute from "~/routes/_app.app-category.$appId/route";
import * as authRoute from "~/routes/auth/route";
import * as logoutRoute from "~/routes/logout";
import { db } from "~/services/db.server";
import { runInRequestContext } from "~/services/request-context.server";
import { rootLoaderData } from "~/utils/root.server";
import type * as sessions from "~/utils/session.server";
import { LOGIN_FAILED_MESSAGE } from "~/utils/sign-in.server";

import { createSignedInUser, formRequest, routeArgs, settle } from "./helpers";

const failures = vi.hoisted(() => ({ category: false, logout: false }));

vi.mock("~/models/app.server", async (importOriginal) => {
  const original = await importOriginal<typeof appModel>();
  return {
    ...original,
    updateCategory: (...args: Parameters<typeof original.updateCategory>) =>
      failures.category
        ? Promise.reject(new Error("database unavailable"))
        : original.updateCategory(...args),
  };
});

vi.mock("~/utils/session.server", async (importOriginal) => {
  const original = await importOriginal<typeof sessions>();
  return {
    ...original,
    destroyUserSession: (...args: Parameters<typeof original.destroyUserSession>) =>
      failures.logout
        ? Promise.reject(new Error("database unavailable"))
        : original.destroyUserSession(...args),
  };
});

afterEach(() => {
  failures.category = false;
  failures.logout = false;
  vi.restoreAllMocks();
});

/** One request as the server entry runs it: the action, then (JavaScript off) the root loader. */
async function post(
  action: (args: ReturnType<typeof routeArgs>) => Promise<unknown> | unknown,
  request: Request,
  params: Record<string, string> = {},
) {
  const args: ReturnType<typeof routeArgs> & { context: AppLoadContext } = routeArgs(
    request,
    params,
  );
  const response = await runInRequestContext(args.context, () => settle(async () => action(args)));
  return { response, context: args.context };
}

const WRONG = { email: "nobody@example.com", password: "Wrong-password-1" };

describe("a failure toast on the page of the refused post", () => {
  test("JavaScript off: the root loader of the same request shows it, and sets no toast cookie", async () => {
    const request = formRequest("/auth?intent=login", { intent: "login", ...WRONG });
    const { response, context } = await post(authRoute.action, request);
    expect(response.status).toBe(401);
    const root = await rootLoaderData(formRequest("/auth", {}), context);
    expect(root.toast).toMatchObject({
      message: "Login failed",
      description: LOGIN_FAILED_MESSAGE,
      type: "error",
    });
    expect(response.headers.get("Set-Cookie") ?? "").not.toContain("amm_toast");
  });

  test("JavaScript on: the data answer carries the flash cookie; the root revalidates and reads it", async () => {
    const request = formRequest("/auth?intent=login", { intent: "login", ...WRONG });
    const { response, context } = await post(authRoute.action, request);
    expect(hasActionToast(await response.clone().json())).toBe(true);
    const answered = await handleDataRequest(response, { request, context, params: {} });
    const cookie = answered.headers.getSetCookie().find((c) => c.startsWith("amm_toast="));
    expect(cookie).toBeDefined();
    const next = new Request("http://localhost/auth.data?_routes=root", {
      headers: { Cookie: cookie!.split(";")[0] },
    });
    const root = await rootLoaderData(next, { clientAddress: "test" });
    expect(root.toast).toMatchObject({ message: "Login failed", type: "error" });
    // Read once: the answer expires the cookie.
    expect(root.headers.get("Set-Cookie")).toMatch(/^amm_toast=; Max-Age=0/);
  });

  test("a category save that fails on the server: the toast, a 500 on the same page, nothing saved", async () => {
    const me = await createSignedInUser();
    const app = await db.app.create({
      data: { tenantId: me.tenant.id, name: "Odd One", wizardAnswers: {} },
    });
    failures.category = true;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const request = formRequest(
      `/app-category/${app.id}`,
      { intent: "choose-category", category: "music" },
      { cookie: me.cookie },
    );
    const { response, context } = await post(categoryRoute.action, request, { appId: app.id });
    expect(response.status).toBe(500);
    expect(logged).toHaveBeenCalled();
    const body = await response.json();
    expect(body.formId).toBe("choose-category");
    expect(body.result.initialValue).toMatchObject({ category: "music" });
    expect(context.actionToast).toEqual({
      message: "Something went wrong",
      description: "Please try selecting a category again.",
      type: "error",
    });
    expect((await db.app.findUniqueOrThrow({ where: { id: app.id } })).category).toBeNull();
  });

  test("a sign-out that fails: 'Logout failed' with the message, still signed in", async () => {
    const me = await createSignedInUser();
    failures.logout = true;
    const request = formRequest("/logout", { intent: "logout" }, { cookie: me.cookie });
    const { response } = await post(logoutRoute.action, request);
    expect(response.status).toBe(302);
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).not.toMatch(/amm_session=;/);
    const root = await rootLoaderData(
      new Request("http://localhost/dashboard", { headers: { Cookie: cookie.split(";")[0] } }),
    );
    expect(root.toast).toMatchObject({ message: "Logout failed", type: "error" });
    expect(await db.session.count({ where: { userId: me.user.id } })).toBeGreaterThan(0);
  });
});
