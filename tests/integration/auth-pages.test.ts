// /auth, /logout and the protected layout, called as a browser with JavaScript off would.
import { describe, expect, it } from "vitest";

import { DEMO_EMAIL, DEMO_PASSWORD } from "~/lib/demo";
import { type ActionReply, HONEYPOT_FIELD } from "~/lib/forms";
import { SIGN_IN_ACTION } from "~/lib/sign-in";
import { registerTenantUser } from "~/models/user.server";
import { loader as layoutLoader } from "~/routes/_app/route";
import { action as authAction, loader as authLoader } from "~/routes/auth/route";
import { action as logoutAction, loader as logoutLoader } from "~/routes/logout";
import { db } from "~/services/db.server";
import { requireAdmin, requireUser } from "~/utils/guards.server";
import { LOGIN_FAILED_MESSAGE } from "~/utils/sign-in.server";
import { getToast } from "~/utils/toast.server";

import {
  BASE,
  createSignedInUser,
  formRequest,
  getRequest,
  routeArgs,
  settle,
  TEST_PASSWORD,
  uniqueEmail,
} from "./helpers";
import { settleOutcome } from "./workspace-helpers";

const DAY = 24 * 60 * 60 * 1000;

type ActionToast = { type: string; message: string; description?: string };
type Rendered = { data: ActionReply & { __toast?: ActionToast }; init: { status: number } };

/**
 * An action that rendered the page again (a failed post) rather than redirecting: the one reply
 * shape `{ formId, result }`. A toast, when there is one, travels in the data, where the root
 * Toaster reads it.
 */
async function rendered(result: unknown): Promise<Rendered> {
  const outcome = await settleOutcome(() => Promise.resolve(result));
  expect(outcome.response?.headers.get("Location") ?? null).toBeNull();
  return { data: outcome.body as Rendered["data"], init: { status: outcome.status } };
}

function cookies(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function toastOf(response: Response) {
  const { toast } = await getToast(new Request(BASE, { headers: { Cookie: cookies(response) } }));
  return toast;
}

/** A sign-in posts where the form strategy reads it (SIGN_IN_ACTION); the other forms to /auth. */
function post(fields: Record<string, string>, options: Parameters<typeof formRequest>[2] = {}) {
  const path = fields.intent === "login" ? SIGN_IN_ACTION : "/auth";
  return authAction(routeArgs(formRequest(path, fields, options)));
}

describe("/auth loader", () => {
  it("reads the tab, the demo highlight and a safe redirectTo from the URL", async () => {
    expect(await authLoader(routeArgs(getRequest("/auth")))).toMatchObject({
      tab: "login",
      demo: false,
      redirectTo: "",
    });
    expect(
      await authLoader(routeArgs(getRequest("/auth?tab=register&demo=true&redirectTo=%2Fbilling"))),
    ).toMatchObject({ tab: "register", demo: true, redirectTo: "/billing" });
    expect(
      await authLoader(routeArgs(getRequest("/auth?redirectTo=https%3A%2F%2Fevil.example"))),
    ).toMatchObject({ redirectTo: "" });
  });

  it("sends a signed-in user to /dashboard, or to a safe redirectTo", async () => {
    const { cookie } = await createSignedInUser();
    const home = await settle(() => authLoader(routeArgs(getRequest("/auth", cookie))));
    expect(home.status).toBe(302);
    expect(home.headers.get("Location")).toBe("/dashboard");
    const back = await settle(() =>
      authLoader(routeArgs(getRequest("/auth?redirectTo=%2Fbilling", cookie))),
    );
    expect(back.headers.get("Location")).toBe("/billing");
  });
});

describe("sign in with the form", () => {
  it("signs in, goes to the safe redirectTo and carries the welcome toast", async () => {
    const { user } = await createSignedInUser();
    const before = await db.session.count({ where: { userId: user.id } });
    const response = (await post({
      intent: "login",
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
      redirectTo: "/billing",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/billing");
    expect(await db.session.count({ where: { userId: user.id } })).toBe(before + 1);
    expect(await toastOf(response)).toMatchObject({
      message: "Welcome back!",
      description: "You have successfully signed in.",
      type: "success",
    });
    const signedIn = await requireUser(getRequest("/dashboard", cookies(response)));
    expect(signedIn.id).toBe(user.id);
  });

  it("sends a sign-in posted the old way (intent in the body, to /auth) on with 307, body kept", async () => {
    const { user } = await createSignedInUser();
    const response = await settle(() =>
      authAction(
        routeArgs(formRequest("/auth", { intent: "login", email: user.email, password: "x" })),
      ),
    );
    expect(response.status).toBe(307);
    expect(response.headers.get("Location")).toBe(SIGN_IN_ACTION);
    expect(response.headers.get("Set-Cookie") ?? "").not.toContain("amm_session");
  });

  it("ignores a redirectTo that leaves the site", async () => {
    const { user } = await createSignedInUser();
    const response = (await post({
      intent: "login",
      email: user.email,
      password: TEST_PASSWORD,
      redirectTo: "//evil.example/phish",
    })) as Response;
    expect(response.headers.get("Location")).toBe("/dashboard");
  });

  it("fails with the same message whether or not the email exists, in the summary and the specification's 'Login failed' toast, keeping the email only", async () => {
    const { user } = await createSignedInUser();
    const wrong = await rendered(
      await post({ intent: "login", email: user.email, password: "Nope-123" }),
    );
    const unknown = await rendered(
      await post({ intent: "login", email: "ghost@example.com", password: "Nope-123" }),
    );
    for (const result of [wrong, unknown]) {
      expect(result.init?.status).toBe(401);
      expect(result.data.formId).toBe("login");
      expect(result.data.__toast).toMatchObject({
        message: "Login failed",
        description: LOGIN_FAILED_MESSAGE,
        type: "error",
      });
      expect(result.data.result.error?.[""]).toEqual([LOGIN_FAILED_MESSAGE]);
      expect(result.data.result.initialValue).not.toHaveProperty("password");
    }
    expect(wrong.data.result.initialValue?.email).toBe(user.email);
  });

  it("answers field errors for empty fields", async () => {
    const result = await rendered(await post({ intent: "login", email: "", password: "" }));
    expect(result.init?.status).toBe(400);
    expect(result.data.result.error?.email).toEqual(["Email is required"]);
    expect(result.data.result.error?.password).toEqual(["Password is required"]);
    expect(result.data.__toast).toMatchObject({
      message: "Login failed",
      description: "Email is required",
      type: "error",
    });
  });
});

describe("start a free trial with the form", () => {
  it("creates the tenant on trial and its first user, signs in and lands on /dashboard with the add-app dialog open", async () => {
    const email = uniqueEmail("trial");
    const response = (await post({
      intent: "register",
      email,
      password: "Launch-2025",
      companyName: "Rocket Apps",
      acceptTerms: "on",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard?add=true");
    const toast = await toastOf(response);
    expect(toast?.message).toBe("Your free trial has started!");
    expect(toast?.description).toMatch(/first app/);

    const stored = await db.user.findUniqueOrThrow({ where: { email }, include: { tenant: true } });
    expect(stored.role).toBe("user");
    expect(stored.tenant).toMatchObject({
      companyName: "Rocket Apps",
      subscriptionStatus: "trial",
    });
    const { data: layout } = await layoutLoader(
      routeArgs(getRequest("/dashboard", cookies(response))),
    );
    expect(layout.subscription.trialDaysLeft).toBe(7);
  });

  it("an empty company name on the page becomes '<name>'s apps'", async () => {
    const email = `maya.chen.${Date.now()}@example.com`;
    const response = (await post({
      intent: "register",
      email,
      password: "launch2025",
      companyName: "   ",
      acceptTerms: "on",
    })) as Response;
    expect(response.status).toBe(302);
    const stored = await db.user.findUniqueOrThrow({ where: { email }, include: { tenant: true } });
    expect(stored.tenant.companyName).toBe("Maya Chen's apps");
  });

  it("a refusal keeps the typed values but never the password, and the server scores the password", async () => {
    const email = uniqueEmail("noterms");
    const result = await rendered(
      await post({ intent: "register", email, password: "launch2025", companyName: "Co" }),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.formId).toBe("register");
    expect(result.data.result.error?.acceptTerms?.[0]).toMatch(/Terms of Service/);
    expect(result.data.result.initialValue).toMatchObject({ email, companyName: "Co" });
    expect(result.data.result.initialValue).not.toHaveProperty("password");
    expect(JSON.stringify(result.data)).not.toContain("launch2025");
    // The field comes back empty; with JavaScript off the meter shows the server's word for it.
    expect(result.data.passwordStrength).toEqual({ score: 75, label: "Strong password" });
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("explains an invalid or already registered email", async () => {
    const invalid = await rendered(
      await post({ intent: "register", email: "nope", password: "x", companyName: "Co" }),
    );
    expect(invalid.data.result.error?.email).toEqual(["Enter a valid email address"]);

    const { user } = await createSignedInUser();
    const taken = await rendered(
      await post({
        intent: "register",
        email: user.email,
        password: "Taken-pass-123",
        companyName: "Co",
        acceptTerms: "on",
      }),
    );
    expect(taken.init?.status).toBe(409);
    expect(taken.data.result.error?.email?.[0]).toMatch(/already exists/);
    expect(taken.data.__toast).toMatchObject({
      message: "Registration failed",
      description: taken.data.result.error?.email?.[0],
    });
  });
});

describe("demo access", () => {
  it("answers 503 when there is no demo template, and opens a private sandbox once there is one", async () => {
    const missing = await rendered(await post({ intent: "demo" }));
    expect(missing.init?.status).toBe(503);
    // A button with no fields: the refusal is a toast too.
    expect(missing.data.formId).toBe("demo");
    expect(missing.data.__toast?.message).toBe("Login failed");
    expect(missing.data.result.error?.[""]?.[0]).toMatch(/demo/i);

    // The seed only runs on an empty database; this file's database already has tenants.
    const template = await registerTenantUser({
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      companyName: "Demo",
    });
    await db.tenant.update({ where: { id: template.tenantId }, data: { demo: "template" } });
    const response = (await post({ intent: "demo" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
    const user = await requireUser(getRequest("/dashboard", cookies(response)));
    expect(user.email).toMatch(/^demo-[0-9a-f]+@demo\.appmarketingmachine\.app$/);
    expect(user.tenantId).not.toBe(template.tenantId);
  });
});

describe("abuse protection on the form", () => {
  it("refuses a filled honeypot with 400 and creates nothing", async () => {
    const email = uniqueEmail("bot");
    const response = await settle(() =>
      post({
        intent: "register",
        email,
        password: TEST_PASSWORD,
        companyName: "Bots Inc",
        [HONEYPOT_FIELD]: "https://spam.example",
      }),
    );
    expect(response.status).toBe(400);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("refuses a post from another origin with 403", async () => {
    const { user } = await createSignedInUser();
    const response = await settle(() =>
      post(
        { intent: "login", email: user.email, password: TEST_PASSWORD },
        { headers: { Origin: "https://evil.example" } },
      ),
    );
    expect(response.status).toBe(403);
  });
});

describe("logout", () => {
  it("deletes the session row and shows the Logged out toast", async () => {
    const { user, cookie } = await createSignedInUser();
    const response = (await logoutAction(
      routeArgs(formRequest("/logout", { intent: "logout" }, { cookie })),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await toastOf(response)).toMatchObject({
      message: "Logged out",
      description: "You have been successfully logged out.",
    });
  });

  it("never signs out on GET and refuses another origin", async () => {
    const { user, cookie } = await createSignedInUser();
    const get = await settle(async () => logoutLoader());
    expect(get.status).toBe(302);
    const evil = await settle(() =>
      logoutAction(
        routeArgs(
          formRequest("/logout", {}, { cookie, headers: { Origin: "https://evil.example" } }),
        ),
      ),
    );
    expect(evil.status).toBe(403);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("the protected layout", () => {
  it("sends a visitor to /auth with the page to come back to", async () => {
    const response = await settle(() =>
      layoutLoader(routeArgs(getRequest("/billing?tab=history"))),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/auth?redirectTo=${encodeURIComponent("/billing?tab=history")}`,
    );
  });

  it("shows the trial days left (rounded up), the user and the active announcements", async () => {
    const { tenant, user, cookie } = await createSignedInUser();
    await db.tenant.update({
      where: { id: tenant.id },
      data: { createdAt: new Date(Date.now() - 3.5 * DAY) },
    });
    await db.announcement.createMany({
      data: [
        { title: "A", message: "a", createdBy: "system" },
        { title: "B", message: "b", createdBy: "system", isActive: false },
      ],
    });
    const { data } = await layoutLoader(routeArgs(getRequest("/dashboard", cookie)));
    expect(data.user).toEqual({ email: user.email, role: "user" });
    expect(data.subscription).toMatchObject({
      status: "trial",
      trialDaysLeft: 4,
      blockedReason: null,
    });
    expect(data.notificationCount).toBe(1);
  });

  it("hides the badge at 0 days and explains that saving is blocked", async () => {
    const { tenant, cookie } = await createSignedInUser();
    await db.tenant.update({
      where: { id: tenant.id },
      data: { createdAt: new Date(Date.now() - 7 * DAY) },
    });
    const { data } = await layoutLoader(routeArgs(getRequest("/dashboard", cookie)));
    expect(data.subscription.trialDaysLeft).toBe(0);
    expect(data.subscription.status).toBe("expired");
    expect(data.subscription.blockedReason).toMatch(/free trial has ended/);
  });

  it("refuses a cross-origin mutation through requireUser, and keeps non-admins out of admin pages", async () => {
    const { cookie } = await createSignedInUser();
    const crossOrigin = await settle(() =>
      requireUser(
        formRequest(
          "/dashboard",
          { intent: "x" },
          { cookie, headers: { Origin: "https://evil.example" } },
        ),
      ),
    );
    expect(crossOrigin.status).toBe(403);
    const admin = await settle(() => requireAdmin(getRequest("/admin", cookie)));
    expect(admin.status).toBe(302);
    expect(admin.headers.get("Location")).toBe("/dashboard");
  });
});
