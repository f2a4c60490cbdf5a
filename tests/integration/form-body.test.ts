// A page action that gets something other than a form answers 415 with a message, never a 500.
import { describe, expect, it } from "vitest";

import { action as dashboardAction } from "~/routes/_app.dashboard/route";
import { action as passwordRoomAction } from "~/routes/_app.profile.password/route";
import { action as profileAction } from "~/routes/_app.profile/route";
import { action as authAction } from "~/routes/auth/route";

import { BASE, createSignedInUser, routeArgs, settle } from "./helpers";

function jsonPost(path: string, cookie?: string) {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: BASE,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify({ intent: "create", name: "x" }),
  });
}

describe("page actions refuse bodies that are not forms", () => {
  it("dashboard: 415 for a JSON body", async () => {
    const { cookie } = await createSignedInUser();
    const response = await settle(() => dashboardAction(routeArgs(jsonPost("/dashboard", cookie))));
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(/expects a form/);
  });

  it.each([
    ["/profile", profileAction],
    ["/profile/password", passwordRoomAction],
  ])("profile (%s): 415 for a broken multipart body", async (path, action) => {
    const { cookie } = await createSignedInUser();
    const request = new Request(`${BASE}${path}`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", Origin: BASE, Cookie: cookie },
      body: "not multipart at all",
    });
    const response = await settle(() => action(routeArgs(request)));
    expect(response.status).toBe(415);
  });

  it("auth: 415 for a JSON body", async () => {
    const response = await settle(() => authAction(routeArgs(jsonPost("/auth"))));
    expect(response.status).toBe(415);
  });
});
