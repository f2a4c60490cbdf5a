// TRY LIVE DEMO: each visitor gets a private copy of the demo template, which expires, is purged,
// is capped, is limited per client, and cannot change the account or pay.
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { DEMO_EMAIL, DEMO_PASSWORD } from "~/lib/demo";
import {
  DEMO_RESTRICTED_MESSAGE,
  DEMO_SANDBOX_TTL_MS,
  DemoUnavailableError,
  isDemoUser,
  openDemoSandbox,
  purgeExpiredDemoSandboxes,
} from "~/models/demo.server";
import { getAdminStats, listTenants } from "~/models/tenant-list.server";
import * as billingPage from "~/routes/_app.billing";
import * as deleteRoom from "~/routes/_app.profile.delete/route";
import * as emailRoom from "~/routes/_app.profile.email/route";
import * as passwordRoom from "~/routes/_app.profile.password/route";
import * as sessionsRoom from "~/routes/_app.profile.sessions/route";
import * as twoStepRoom from "~/routes/_app.profile.two-step/route";
import * as teamPage from "~/routes/_app.team";
import * as appsApi from "~/routes/api.apps";
import * as appApi from "~/routes/api.apps.$appId";
import { action as loginAction } from "~/routes/api.login";
import * as invitationsApi from "~/routes/api.team.invitations";
import { loader as userLoader } from "~/routes/api.user";
import { action as authAction } from "~/routes/auth";
import { DEMO_LIMIT_PER_CLIENT } from "~/services/rate-limit.server";
import { getOptionalUser } from "~/utils/session.server";

import { seedIfEmpty } from "../../prisma/seed";
import {
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
} from "./helpers";
import { settleOutcome } from "./workspace-helpers";

/** The rooms of Profile Settings with forms a demo visitor may not use. */
const PROFILE_ROOM_MODULES: [
  string,
  { loader: (args: ReturnType<typeof routeArgs>) => Promise<{ demo: boolean }> },
][] = [
  ["/profile/email", emailRoom],
  ["/profile/password", passwordRoom],
  ["/profile/sessions", sessionsRoom],
  ["/profile/two-step", twoStepRoom],
  ["/profile/delete", deleteRoom],
];

let clientCounter = 0;
function freshClient() {
  clientCounter += 1;
  return `198.51.100.${clientCounter}`;
}

function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c.startsWith("amm_session="))
    .join("; ");
}

/** Presses TRY LIVE DEMO as a browser with JavaScript off would; returns the session cookie. */
async function pressDemo(client = freshClient()): Promise<Response> {
  return settle(() => authAction(routeArgs(formRequest("/auth", { intent: "demo" }), {}, client)));
}

async function demoVisitor() {
  const response = await pressDemo();
  expect(response.status).toBe(302);
  const cookie = sessionCookie(response);
  const me = await (
    await settle(() => userLoader(routeArgs(getRequest("/api/user", cookie))))
  ).json();
  return { cookie, tenantId: me.tenantId as string, email: me.email as string };
}

let templateTenantId: string;

beforeAll(async () => {
  expect(await seedIfEmpty(db)).toBe(true);
  templateTenantId = (await db.user.findUniqueOrThrow({ where: { email: DEMO_EMAIL } })).tenantId;
});

describe("a private demo per visitor", () => {
  it("gives two visitors two tenants, each a full copy of the template", async () => {
    const a = await demoVisitor();
    const b = await demoVisitor();
    expect(a.tenantId).not.toBe(b.tenantId);
    expect([a.tenantId, b.tenantId]).not.toContain(templateTenantId);
    expect(a.email).toMatch(/^demo-[0-9a-f]+@demo\.appmarketingmachine\.app$/);

    const summary = async (tenantId: string) =>
      (
        await db.app.findMany({
          where: { tenantId },
          orderBy: { name: "asc" },
          include: { modules: { orderBy: { stepName: "asc" } } },
        })
      ).map((app) => ({
        name: app.name,
        progress: app.progress,
        category: app.category,
        wizardAnswers: app.wizardAnswers,
        modules: app.modules.map((m) => [m.stepName, m.status, m.data]),
      }));
    const template = await summary(templateTenantId);
    expect(template.length).toBe(3);
    expect(await summary(a.tenantId)).toEqual(template);
    expect(await summary(b.tenantId)).toEqual(template);
  });

  it("keeps one visitor's changes away from the other and from the template", async () => {
    const a = await demoVisitor();
    const b = await demoVisitor();
    const appsOf = async (cookie: string) =>
      (await (
        await settle(() => appsApi.loader(routeArgs(getRequest("/api/apps", cookie))))
      ).json()) as {
        id: string;
        name: string;
      }[];
    const [first] = await appsOf(a.cookie);
    const renamed = await settle(() =>
      appApi.action(
        routeArgs(
          jsonRequest(
            `/api/apps/${first.id}`,
            { name: "HACKED BY VISITOR A" },
            { method: "PUT", cookie: a.cookie },
          ),
          { appId: first.id },
        ),
      ),
    );
    expect(renamed.status).toBe(200);
    expect((await appsOf(a.cookie)).map((x) => x.name)).toContain("HACKED BY VISITOR A");
    expect((await appsOf(b.cookie)).map((x) => x.name)).not.toContain("HACKED BY VISITOR A");
    expect(await db.app.count({ where: { name: "HACKED BY VISITOR A" } })).toBe(1);
    // B cannot reach A's app either.
    const cross = await settle(() =>
      appApi.loader(routeArgs(getRequest(`/api/apps/${first.id}`, b.cookie), { appId: first.id })),
    );
    expect(cross.status).toBe(404);
  });

  it("turns the demo account's own credentials into a private sandbox, never a session on the template", async () => {
    const response = await settle(() =>
      loginAction(
        routeArgs(
          jsonRequest("/api/login", { email: DEMO_EMAIL, password: DEMO_PASSWORD }),
          {},
          freshClient(),
        ),
      ),
    );
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user.tenantId).not.toBe(templateTenantId);
    expect(user.email).not.toBe(DEMO_EMAIL);
    expect(await db.session.count({ where: { user: { tenantId: templateTenantId } } })).toBe(0);
  });
});

describe("what a demo user may not do", () => {
  it("explains it on the pages and refuses the posts with 403 (email, password, delete, pay)", async () => {
    const visitor = await demoVisitor();
    for (const [path, room] of PROFILE_ROOM_MODULES) {
      const page = await room.loader(routeArgs(getRequest(path, visitor.cookie)));
      expect(page.demo, path).toBe(true);
    }
    const billing = await billingPage.loader(routeArgs(getRequest("/billing", visitor.cookie)));
    expect(billing.demo).toBe(true);

    const posts: [
      (args: ReturnType<typeof routeArgs>) => Promise<unknown>,
      string,
      Record<string, string>,
    ][] = [
      [
        emailRoom.action,
        "/profile/email",
        { intent: "change-email", email: "mine@example.com", currentPassword: DEMO_PASSWORD },
      ],
      [
        passwordRoom.action,
        "/profile/password",
        {
          intent: "change-password",
          currentPassword: DEMO_PASSWORD,
          newPassword: "Another-Pass-123",
          confirmPassword: "Another-Pass-123",
        },
      ],
      [
        deleteRoom.action,
        "/profile/delete",
        { intent: "delete-account", currentPassword: DEMO_PASSWORD, confirmDeletion: "on" },
      ],
      [sessionsRoom.action, "/profile/sessions", { intent: "end-other-sessions" }],
      [twoStepRoom.action, "/profile/two-step", { intent: "two-factor-start" }],
      [billingPage.action, "/billing", { intent: "upgrade" }],
    ];
    for (const [action, path, fields] of posts) {
      const response = await settle(() =>
        action(routeArgs(formRequest(path, fields, { cookie: visitor.cookie }))),
      );
      expect(response.status, fields.intent).toBe(403);
      expect(await response.text()).toBe(DEMO_RESTRICTED_MESSAGE);
    }
    const user = await db.user.findFirstOrThrow({ where: { tenantId: visitor.tenantId } });
    expect(user.email).toBe(visitor.email);
    expect(user.passwordHash).toBe("!demo-sandbox");

    // The template's password never changed: the demo sign-in works for the next visitor.
    const next = await settle(() =>
      loginAction(
        routeArgs(
          jsonRequest("/api/login", { email: DEMO_EMAIL, password: DEMO_PASSWORD }),
          {},
          freshClient(),
        ),
      ),
    );
    expect(next.status).toBe(200);
  });

  it("lets nobody be invited into a sandbox: the team page says why and both ways refuse with 403", async () => {
    const visitor = await demoVisitor();
    const team = await teamPage.loader(routeArgs(getRequest("/team", visitor.cookie)));
    expect(team.demo).toBe(true);
    const api = await settle(() =>
      invitationsApi.action(
        routeArgs(
          jsonRequest(
            "/api/team/invitations",
            { email: "friend@example.com", role: "member" },
            { cookie: visitor.cookie },
          ),
        ),
      ),
    );
    expect(api.status).toBe(403);
    expect(((await api.json()) as { message: string }).message).toBe(DEMO_RESTRICTED_MESSAGE);
    const page = await settleOutcome(() =>
      teamPage.action(
        routeArgs(
          formRequest(
            "/team",
            { intent: "invite", email: "friend@example.com", role: "member" },
            { cookie: visitor.cookie },
          ),
        ),
      ),
    );
    expect(page.status).toBe(403);
    expect(await db.invitation.count({ where: { tenantId: visitor.tenantId } })).toBe(0);
  });

  it("stays out of the admin's tenant list and figures", async () => {
    const before = await getAdminStats();
    const visitor = await demoVisitor();
    const listed = await listTenants({ q: "", status: "all", page: 1 });
    expect(listed.tenants.map((t) => t.id)).not.toContain(visitor.tenantId);
    expect(listed.tenants.map((t) => t.id)).toContain(templateTenantId);
    expect(await getAdminStats()).toEqual(before);
  });

  it("isDemoUser tells demo users from everyone else", async () => {
    const visitor = await demoVisitor();
    expect(await isDemoUser({ tenantId: visitor.tenantId })).toBe(true);
    expect(await isDemoUser({ tenantId: templateTenantId })).toBe(true);
    const { user } = await createSignedInUser();
    expect(await isDemoUser(user)).toBe(false);
    const { cookie } = await createSignedInUser();
    for (const [path, room] of PROFILE_ROOM_MODULES) {
      const page = await room.loader(routeArgs(getRequest(path, cookie)));
      expect(page.demo, path).toBe(false);
    }
  });
});

describe("keeping the database small", () => {
  it("ends a sandbox after 24 hours and purges it with everything in it", async () => {
    const past = new Date(Date.now() - DEMO_SANDBOX_TTL_MS - 60_000);
    const old = await openDemoSandbox({ now: past });
    const tenant = await db.tenant.findUniqueOrThrow({ where: { id: old.tenantId } });
    expect(tenant.demoExpiresAt?.getTime()).toBe(past.getTime() + DEMO_SANDBOX_TTL_MS);
    const { commitUserSession } = await import("~/utils/session.server");
    const cookie = (await commitUserSession(getRequest("/"), old.id)).split(";")[0];
    // Expired: the session no longer signs in, even before the purge ran.
    expect(await getOptionalUser(getRequest("/dashboard", cookie))).toBeNull();

    expect(await purgeExpiredDemoSandboxes()).toBe(1);
    expect(await db.tenant.count({ where: { id: old.tenantId } })).toBe(0);
    expect(await db.app.count({ where: { tenantId: old.tenantId } })).toBe(0);
    expect(await db.user.count({ where: { tenantId: old.tenantId } })).toBe(0);
    // Opening a sandbox purges the expired ones too; live sandboxes and the template stay.
    const another = await openDemoSandbox({ now: past });
    const live = await demoVisitor();
    expect(await db.tenant.count({ where: { id: another.tenantId } })).toBe(0);
    expect(
      await db.tenant.count({ where: { id: { in: [live.tenantId, templateTenantId] } } }),
    ).toBe(2);
  });

  it("caps the live sandboxes: past the cap the demo says it is busy (503)", async () => {
    const live = await db.tenant.count({ where: { demo: "sandbox" } });
    await expect(openDemoSandbox({ cap: live })).rejects.toBeInstanceOf(DemoUnavailableError);
    await expect(openDemoSandbox({ cap: live })).rejects.toThrow(/busy/);
    expect(await db.tenant.count({ where: { demo: "sandbox" } })).toBe(live);
    await expect(openDemoSandbox({ cap: live + 1 })).resolves.toMatchObject({ role: "user" });
  });

  it("limits sandboxes per client with 429 and Retry-After; other clients still get theirs", async () => {
    const client = freshClient();
    for (let i = 0; i < DEMO_LIMIT_PER_CLIENT.points; i++) {
      expect((await pressDemo(client)).status).toBe(302);
    }
    const before = await db.tenant.count({ where: { demo: "sandbox" } });
    const limited = await pressDemo(client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect(await db.tenant.count({ where: { demo: "sandbox" } })).toBe(before);
    expect((await pressDemo(freshClient())).status).toBe(302);
  });
});
