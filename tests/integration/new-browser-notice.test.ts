// A sign-in from a browser that never signed in to the account emails the owner once: when (in
// their zone), which browser, where to end that session and change the password. Not again for
// the same browser (it sends its device cookie back), not for the browser that registered, and
// at most one per browser per day however many sign-ins race. A client that keeps no cookie is a
// new browser each time, its emails limited to one per account per day. Only the cookie's hash
// is stored. Runs on both databases (the rule is decided inside the write).
import { describe, expect, test } from "vitest";

import { hashDeviceToken } from "~/models/known-browser.server";
import { createInvitation } from "~/models/team.server";
import { createVerification } from "~/models/verification.server";
import * as inviteApi from "~/routes/api.invitations.$token.accept";
import * as loginApi from "~/routes/api.login";
import * as resetApi from "~/routes/api.password.reset";
import * as registerApi from "~/routes/api.register";
import * as auth from "~/routes/auth/route";
import * as invitePage from "~/routes/invite.$token/route";
import * as resetPage from "~/routes/reset-password.$token/route";
import { db } from "~/services/db.server";
import { DEVICE_COOKIE_NAME, SESSION_COOKIE_NAME } from "~/utils/session.server";

import {
  createSignedInUser,
  formRequest,
  jsonRequest,
  routeArgs,
  TEST_PASSWORD,
  uniqueEmail,
} from "./helpers";
import { signInArgs } from "./replay-routes";
import { settleOutcome } from "./workspace-helpers";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SUBJECT = "a sign-in from a new browser";
let clients = 0;
const newClient = () => `198.19.${Math.floor(++clients / 250)}.${clients % 250}`;

function cookieOf(response: Response, name: string) {
  return response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? null;
}
const pairOf = (cookie: string | null) => (cookie ?? "").split(";")[0];

async function apiLogin(email: string, cookie?: string) {
  const request = jsonRequest(
    "/api/login",
    { email, password: TEST_PASSWORD },
    { headers: { "User-Agent": FIREFOX }, cookie },
  );
  return settleOutcome(async () => loginApi.action(routeArgs(request, {}, newClient())));
}

const noticesTo = (email: string) =>
  db.outboxMessage.findMany({ where: { toAddress: email, subject: { contains: SUBJECT } } });

describe("the notice for a sign-in from a new browser", () => {
  test("is sent once for a new browser, names it and links to the sessions and the password", async () => {
    const { user } = await createSignedInUser();
    await db.user.update({ where: { id: user.id }, data: { timeZone: "Europe/Paris" } });

    const first = await apiLogin(user.email);
    expect(first.status).toBe(200);
    const device = cookieOf(first.response, DEVICE_COOKIE_NAME);
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Lax/i);
    expect(device).toMatch(/Path=\//);
    expect(device).toMatch(/Max-Age=34560000/);
    expect(cookieOf(first.response, SESSION_COOKIE_NAME)).not.toBeNull();

    const notices = await noticesTo(user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain("Firefox 133 on Windows");
    expect(notices[0].text).toContain("/profile/sessions");
    expect(notices[0].text).toContain("/profile/password");
    expect(notices[0].text).toContain("(Europe/Paris)");

    // Only the hash is stored: the cookie's value appears nowhere in the table.
    const rows = await db.knownBrowser.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].browser).toBe("Firefox 133 on Windows 10");
    const { getDeviceToken } = await deviceTokenReader();
    const token = await getDeviceToken(pairOf(device));
    expect(rows[0].hash).toBe(hashDeviceToken(token));
    expect(rows[0].hash).not.toContain(token);

    // The same browser again (it sends its device cookie back): no second email.
    const again = await apiLogin(user.email, pairOf(device));
    expect(again.status).toBe(200);
    expect(pairOf(cookieOf(again.response, DEVICE_COOKIE_NAME))).toBe(pairOf(device));
    expect(await noticesTo(user.email)).toHaveLength(1);
    expect(await db.knownBrowser.count({ where: { userId: user.id } })).toBe(1);
  });

  test("is not sent for the browser that registered, page or API, which is known from then on", async () => {
    const viaApi = uniqueEmail("registered");
    const registered = await settleOutcome(async () =>
      registerApi.action(
        routeArgs(
          jsonRequest(
            "/api/register",
            { email: viaApi, password: TEST_PASSWORD, companyName: "Known Co" },
            { headers: { "User-Agent": FIREFOX } },
          ),
          {},
          newClient(),
        ),
      ),
    );
    expect(registered.status).toBe(201);
    const device = pairOf(cookieOf(registered.response, DEVICE_COOKIE_NAME));
    expect(device).not.toBe("");
    // The same browser signs in later: known, no email.
    expect((await apiLogin(viaApi, device)).status).toBe(200);
    expect(await noticesTo(viaApi)).toHaveLength(0);
    // Another browser: the notice.
    expect((await apiLogin(viaApi)).status).toBe(200);
    expect(await noticesTo(viaApi)).toHaveLength(1);

    const viaPage = uniqueEmail("registered");
    const page = await settleOutcome(async () =>
      auth.action(
        routeArgs(
          formRequest("/auth", {
            intent: "register",
            email: viaPage,
            password: TEST_PASSWORD,
            companyName: "Known Page Co",
            acceptTerms: "on",
          }),
          {},
          newClient(),
        ),
      ),
    );
    expect(page.status).toBe(302);
    expect(cookieOf(page.response, DEVICE_COOKIE_NAME)).not.toBeNull();
    const user = await db.user.findUniqueOrThrow({ where: { email: viaPage } });
    expect(await db.knownBrowser.count({ where: { userId: user.id } })).toBe(1);
    expect(await noticesTo(viaPage)).toHaveLength(0);
  });

  test("racing sign-ins of one new browser send one email", async () => {
    const { user } = await createSignedInUser();
    // The browser got its device cookie from another account it signed in to.
    const other = await createSignedInUser();
    const device = pairOf(
      cookieOf((await apiLogin(other.user.email)).response, DEVICE_COOKIE_NAME),
    );
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => apiLogin(user.email, device)),
    );
    expect(outcomes.map((o) => o.status)).toEqual(Array(20).fill(200));
    expect(await noticesTo(user.email)).toHaveLength(1);
    expect(await db.knownBrowser.count({ where: { userId: user.id } })).toBe(1);
  });

  test("clients that send no cookie: each is a new browser, one email per account per day", async () => {
    const { user } = await createSignedInUser();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => apiLogin(user.email)));
    expect(outcomes.map((o) => o.status)).toEqual(Array(20).fill(200));
    const devices = new Set(outcomes.map((o) => pairOf(cookieOf(o.response, DEVICE_COOKIE_NAME))));
    expect(devices.size).toBe(20);
    expect(await db.knownBrowser.count({ where: { userId: user.id } })).toBe(20);
    expect(await noticesTo(user.email)).toHaveLength(1);
  });
});

describe("every way in sets the device cookie beside the session cookie", () => {
  // The passkey (API and page) and the second step are checked in passkeys.test.ts and
  // two-step-every-sign-in.test.ts, registration (page and API) above.
  const both = (response: Response) => {
    expect(cookieOf(response, SESSION_COOKIE_NAME)).not.toBeNull();
    const device = cookieOf(response, DEVICE_COOKIE_NAME);
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Lax/i);
  };

  test("the sign-in page, a reset (page and API), an invitation (page and API)", async () => {
    const { user } = await createSignedInUser();
    const page = await settleOutcome(async () =>
      auth.action(
        signInArgs(
          formRequest("/auth?intent=login", {
            intent: "login",
            email: user.email,
            password: TEST_PASSWORD,
          }),
          {},
          newClient(),
        ),
      ),
    );
    expect(page.status).toBe(302);
    both(page.response);

    for (const via of ["page", "api"] as const) {
      const token = await createVerification("resetPassword", {
        userId: user.id,
        target: user.email,
      });
      const password = `Brand-new-${via}-42-x`;
      const reset = await settleOutcome(async () =>
        via === "page"
          ? resetPage.action(
              routeArgs(
                formRequest(`/reset-password/${token}`, { intent: "reset-password", password }),
                { token },
                newClient(),
              ),
            )
          : resetApi.action(
              routeArgs(jsonRequest("/api/password/reset", { token, password }), {}, newClient()),
            ),
      );
      expect(reset.status, via).toBe(via === "page" ? 302 : 200);
      both(reset.response);
    }

    for (const via of ["page", "api"] as const) {
      const email = uniqueEmail("invited");
      const invited = await createInvitation(user, { email, role: "member" });
      if (!invited.ok) throw new Error(invited.message);
      const token = invited.invitation.token;
      const accepted = await settleOutcome(async () =>
        via === "page"
          ? invitePage.action(
              routeArgs(
                formRequest(`/invite/${token}`, {
                  intent: "accept-invitation",
                  password: TEST_PASSWORD,
                }),
                { token },
                newClient(),
              ),
            )
          : inviteApi.action(
              routeArgs(
                jsonRequest(`/api/invitations/${token}/accept`, { password: TEST_PASSWORD }),
                { token },
                newClient(),
              ),
            ),
      );
      expect(accepted.status, via).toBe(via === "page" ? 302 : 201);
      both(accepted.response);
      // The browser that created the account is known at once: no notice to the new person.
      const joined = await db.user.findUniqueOrThrow({ where: { email } });
      expect(await db.knownBrowser.count({ where: { userId: joined.id } })).toBe(1);
      expect(await noticesTo(joined.email)).toHaveLength(0);
    }
  });
});

/** Reads the device token out of a `amm_device=...` pair, as the server does. */
async function deviceTokenReader() {
  const { createCookie } = await import("@remix-run/node");
  const cookie = createCookie(DEVICE_COOKIE_NAME);
  return { getDeviceToken: async (pair: string) => String(await cookie.parse(pair)) };
}
