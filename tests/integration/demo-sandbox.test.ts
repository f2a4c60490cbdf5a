// TRY LIVE DEMO: each visitor gets a private copy of the demo template, which expires, is purged,
// is capped, is limited per client, and cannot change the account or pay.
import { beforeAll, describe, expect, it } from "vitest";

import { storedToLaunchDate } from "~/lib/checklist";
import { todayIn } from "~/lib/dates";
import { DEMO_EMAIL, DEMO_PASSWORD } from "~/lib/demo";
import { simpleStepsLabel } from "~/lib/plan-labels";
import { countSimpleAnswers } from "~/lib/plan-summary";
import { questionsStepsDone } from "~/lib/wizard/progress";
import { listCalendarItems } from "~/models/calendar.server";
import {
  DEMO_RESTRICTED_MESSAGE,
  DEMO_SANDBOX_TTL_MS,
  DemoUnavailableError,
  isDemoUser,
  openDemoSandbox,
  purgeExpiredDemoSandboxes,
} from "~/models/demo.server";
import { getAdminStats, listTenants } from "~/models/tenant-list.server";
import * as billingPage from "~/routes/_app.billing/route";
import * as deleteRoom from "~/routes/_app.profile.delete/route";
import * as emailRoom from "~/routes/_app.profile.email/route";
import * as passwordRoom from "~/routes/_app.profile.password/route";
import * as sessionsRoom from "~/routes/_app.profile.sessions/route";
import * as twoStepRoom from "~/routes/_app.profile.two-step/route";
import * as teamPage from "~/routes/_app.team/route";
import * as appLayout from "~/routes/_app/route";
import * as appsApi from "~/routes/api.apps";
import * as appApi from "~/routes/api.apps.$appId";
import { action as loginAction } from "~/routes/api.login";
import * as invitationsApi from "~/routes/api.team.invitations";
import { loader as userLoader } from "~/routes/api.user";
import { action as authAction, loader as authLoader } from "~/routes/auth/route";
import { db } from "~/services/db.server";
import { DEMO_LIMIT_PER_CLIENT } from "~/services/rate-limit.server";
import { getOptionalUser } from "~/utils/session.server";
import { DEMO_WELCOME_TOAST, LOGIN_SUCCESS_TOAST } from "~/utils/toast.server";

import { seedIfEmpty } from "../../prisma/seed";
import {
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
} from "./helpers";
import { settleOutcome, toastOf } from "./workspace-helpers";

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

describe("the demo says it is a demo", () => {
  it("greets a first visit with its own toast, never 'Welcome back'", async () => {
    const response = await pressDemo();
    expect(response.status).toBe(302);
    const toast = await toastOf({ status: 302, body: null, response });
    expect(toast).toMatchObject({
      message: DEMO_WELCOME_TOAST.title,
      description: DEMO_WELCOME_TOAST.description,
    });
    expect(toast?.message).not.toBe(LOGIN_SUCCESS_TOAST.title);

    // The demo's published sign-in on the form opens a sandbox too: the same greeting.
    const form = await settle(() =>
      authAction(
        routeArgs(
          formRequest("/auth?intent=login", { email: DEMO_EMAIL, password: DEMO_PASSWORD }),
          {},
          freshClient(),
        ),
      ),
    );
    expect(form.status).toBe(302);
    expect(await toastOf({ status: 302, body: null, response: form })).toMatchObject({
      message: DEMO_WELCOME_TOAST.title,
    });
  });

  it("the layout marks every page of a demo visitor: demo banner, no trial days or Upgrade", async () => {
    const visitor = await demoVisitor();
    const { data: demo } = await appLayout.loader(
      routeArgs(getRequest("/dashboard", visitor.cookie)),
    );
    expect(demo.demo).toBe(true);
    expect(demo.subscription.trialDaysLeft).toBe(0);
    const { cookie } = await createSignedInUser();
    const { data: maker } = await appLayout.loader(routeArgs(getRequest("/dashboard", cookie)));
    expect(maker.demo).toBe(false);
    expect(maker.subscription.trialDaysLeft).toBe(7);
  });

  it("lets a demo visitor open the free-trial tab of the sign-in page; other visits go on", async () => {
    const visitor = await demoVisitor();
    const register = await settle(() =>
      authLoader(routeArgs(getRequest("/auth?tab=register", visitor.cookie))),
    );
    expect(register.status).toBe(200);
    expect((await register.json()).tab).toBe("register");
    const login = await settle(() => authLoader(routeArgs(getRequest("/auth", visitor.cookie))));
    expect(login.status).toBe(302);
    const { cookie } = await createSignedInUser();
    const maker = await settle(() =>
      authLoader(routeArgs(getRequest("/auth?tab=register", cookie))),
    );
    expect(maker.status).toBe(302);
  });

  it("has apps with a launch date ahead, so the checklist and the calendar are full", async () => {
    const visitor = await demoVisitor();
    const apps = await db.app.findMany({
      where: { tenantId: visitor.tenantId, launchDate: { not: null } },
      include: { checklistTasks: true },
    });
    expect(apps.length).toBeGreaterThanOrEqual(2);
    const today = todayIn("UTC");
    for (const app of apps) {
      expect(storedToLaunchDate(app.launchDate!) > today, app.name).toBe(true);
      expect(
        app.checklistTasks.some((t) => !t.done && t.dueAt > new Date()),
        app.name,
      ).toBe(true);
    }
    const items = await listCalendarItems(visitor.tenantId);
    const soon = items.filter(
      (item) =>
        item.kind === "task" &&
        !item.done &&
        !item.allDay &&
        new Date(item.at).getTime() < Date.now() + 31 * 86_400_000,
    );
    expect(soon.length).toBeGreaterThan(0);
  });

  it("agrees with its own figures: an app with completed modules has its four question steps answered", async () => {
    const visitor = await demoVisitor();
    const apps = await db.app.findMany({
      where: { tenantId: visitor.tenantId },
      include: { modules: { where: { status: "completed" } } },
    });
    const planned = apps.filter((app) => app.modules.length > 0);
    expect(planned.map((app) => app.name).sort()).toEqual(["FitStreak", "PocketPets"]);
    for (const app of planned) {
      expect(app.questionsProgress, app.name).toBe(100);
      expect(countSimpleAnswers(app.wizardAnswers), app.name).toBe(12);
      expect(simpleStepsLabel(questionsStepsDone(app.questionsProgress))).toMatch(/4 of 4/);
    }
  });

  it("gives the copy launch dates even when the template was seeded without any", async () => {
    const saved = await db.app.findMany({
      where: { tenantId: templateTenantId },
      select: { id: true, launchDate: true },
    });
    const tasks = await db.checklistTask.findMany({
      where: { app: { tenantId: templateTenantId } },
    });
    await db.app.updateMany({ where: { tenantId: templateTenantId }, data: { launchDate: null } });
    await db.checklistTask.deleteMany({ where: { app: { tenantId: templateTenantId } } });
    try {
      const visitor = await demoVisitor();
      const planned = await db.app.findMany({
        where: { tenantId: visitor.tenantId, launchDate: { not: null } },
        include: { checklistTasks: true },
        orderBy: { progress: "desc" },
      });
      expect(planned.map((app) => app.name)).toEqual(["FitStreak", "PocketPets"]);
      for (const app of planned) {
        expect(storedToLaunchDate(app.launchDate!) > todayIn("UTC")).toBe(true);
        expect(app.checklistTasks.length).toBeGreaterThan(0);
        // Tasks already due are ticked off, the rest lie ahead.
        for (const task of app.checklistTasks)
          expect(task.done, task.title).toBe(task.dueAt.getTime() <= Date.now());
      }
    } finally {
      for (const app of saved)
        await db.app.update({ where: { id: app.id }, data: { launchDate: app.launchDate } });
      await db.checklistTask.createMany({ data: tasks });
    }
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
    const { commitSessionFor } = await import("~/utils/session.server");
    const cookie = (await commitSessionFor(getRequest("/"), old.id)).split(";")[0];
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
