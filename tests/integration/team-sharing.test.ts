// Teams and sharing: invitations (accept, expired, reused, cancelled, another company's email),
// owner and member permissions, the last-owner rule, read-only share links (signed out, headers,
// revoked and expired, never another app), task owners and the personal feed, and tenant
// isolation of every new route.
import { describe, expect, test } from "vitest";

import { regeneratePersonalCalendarToken } from "~/models/calendar.server";
import { setLaunchDate } from "~/models/checklist.server";
import * as checklistPage from "~/routes/_app.apps.$appId.checklist/route";
import * as sharePage from "~/routes/_app.apps.$appId.share/route";
import * as billingPage from "~/routes/_app.billing/route";
import * as deleteRoom from "~/routes/_app.profile.delete/route";
import * as teamPage from "~/routes/_app.team/route";
import * as appsApi from "~/routes/api.apps";
import * as sharesApi from "~/routes/api.apps.$appId.shares";
import * as shareApi from "~/routes/api.apps.$appId.shares.$shareId";
import * as acceptApi from "~/routes/api.invitations.$token.accept";
import * as teamApi from "~/routes/api.team";
import * as invitationsApi from "~/routes/api.team.invitations";
import * as invitationApi from "~/routes/api.team.invitations.$invitationId";
import * as memberApi from "~/routes/api.team.members.$userId";
import * as feedRoute from "~/routes/calendar.feed.$token[.]ics";
import * as invitePage from "~/routes/invite.$token/route";
import * as publicShare from "~/routes/share.$token/route";
import { db } from "~/services/db.server";

import {
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs as routeArgsFrom,
  TEST_PASSWORD,
  uniqueEmail,
} from "./helpers";
import { endTrial, newApp, settleOutcome, toastOf } from "./workspace-helpers";

const NEW_PASSWORD = "Teammate-2026";

function api(
  route: { loader?: (args: never) => unknown; action?: (args: never) => unknown },
  method: string,
  path: string,
  params: Record<string, string>,
  options: { cookie?: string; body?: unknown } = {},
) {
  // Each call from its own address, so the per-address sign-up limit never trips the suite.
  const request = jsonRequest(path, options.body, {
    method,
    cookie: options.cookie,
    headers: fromNewAddress(),
  });
  const fn = method === "GET" ? route.loader : route.action;
  return settleOutcome(() =>
    (fn as (args: unknown) => Promise<unknown>)(routeArgs(request, params)),
  );
}

/** Route arguments whose client address is the one `fromNewAddress` put on the request. */
function routeArgs(request: Request, params: Record<string, string> = {}) {
  return routeArgsFrom(request, params, request.headers.get("X-Forwarded-For") ?? undefined);
}

/** A fresh client for each sign-up, so the per-client registration limit is not what is tested. */
function fromNewAddress() {
  return {
    "X-Forwarded-For": `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join(".")}`,
  };
}

function tokenOf(url: string) {
  return url.split("/").pop() ?? "";
}

function cookieFrom(response: Response | null) {
  const setCookie = response?.headers.get("Set-Cookie") ?? "";
  return setCookie
    .split(/,(?=\s*\w+=)/)
    .map((c) => c.split(";")[0].trim())
    .find((c) => c.startsWith("amm_session=")) as string;
}

async function invite(cookie: string, email = uniqueEmail("invitee"), role = "member") {
  const res = await api(
    invitationsApi,
    "POST",
    "/api/team/invitations",
    {},
    {
      cookie,
      body: { email, role },
    },
  );
  return { res, email, token: res.status === 201 ? tokenOf(res.body.url) : "" };
}

/** An owner's company with an invited member who accepted through the page, signed in. */
async function teamWithMember() {
  const owner = await createSignedInUser({ companyName: "Pair Studio" });
  const { token, email } = await invite(owner.cookie);
  const accepted = await settleOutcome(() =>
    invitePage.action(
      routeArgs(
        formRequest(
          `/invite/${token}`,
          { intent: "accept-invitation", password: NEW_PASSWORD },
          { headers: fromNewAddress() },
        ),
        { token },
      ),
    ),
  );
  expect(accepted.status).toBe(302);
  const member = await db.user.findUniqueOrThrow({ where: { email } });
  return { owner, member, memberCookie: cookieFrom(accepted.response), acceptedToken: token };
}

describe("invitations", () => {
  test("invite → accept on the page → the member is in the company, sees its apps, no new company", async () => {
    const owner = await createSignedInUser({ companyName: "Pair Studio" });
    const app = await newApp(owner.tenant.id, { name: "Shared Pets" });
    const tenantsBefore = await db.tenant.count();

    const email = uniqueEmail("invitee");
    const posted = await settleOutcome(() =>
      teamPage.action(
        routeArgs(formRequest("/team", { intent: "invite", email, role: "member" }, owner)),
      ),
    );
    expect(posted.status).toBe(302);
    expect((await toastOf(posted))?.description).toContain(email);
    const page = await settleOutcome(() =>
      teamPage.loader(routeArgs(getRequest("/team", owner.cookie))),
    );
    const listed = page.body.invitations.find((i: { email: string }) => i.email === email);
    expect(listed.url).toMatch(/^http:\/\/localhost(:\d+)?\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(listed.url);

    const view = await settleOutcome(() =>
      invitePage.loader(routeArgs(getRequest(`/invite/${token}`), { token })),
    );
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      invitation: { email, companyName: "Pair Studio", roleLabel: "Member" },
      problem: null,
    });

    const accepted = await settleOutcome(() =>
      invitePage.action(
        routeArgs(
          formRequest(
            `/invite/${token}`,
            { intent: "accept-invitation", password: NEW_PASSWORD },
            { headers: fromNewAddress() },
          ),
          { token },
        ),
      ),
    );
    expect(accepted.status).toBe(302);
    expect(accepted.response?.headers.get("Location")).toBe("/dashboard");
    const member = await db.user.findUniqueOrThrow({ where: { email } });
    expect(member).toMatchObject({ tenantId: owner.tenant.id, teamRole: "member", role: "user" });
    expect(await db.tenant.count()).toBe(tenantsBefore);

    const apps = await settleOutcome(() =>
      appsApi.loader(
        routeArgs(jsonRequest("/api/apps", undefined, { cookie: cookieFrom(accepted.response) })),
      ),
    );
    expect(apps.body.map((a: { id: string }) => a.id)).toEqual([app.id]);
  });

  test("API: 201 {id, url, expiresAt} seven days out; accept by API signs in", async () => {
    const owner = await createSignedInUser();
    const before = Date.now();
    const { res, token, email } = await invite(owner.cookie, undefined, "owner");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), url: expect.any(String) });
    const days = (Date.parse(res.body.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const accepted = await api(
      acceptApi,
      "POST",
      `/api/invitations/${token}/accept`,
      { token },
      {
        body: { password: NEW_PASSWORD },
      },
    );
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ email, tenantId: owner.tenant.id, teamRole: "owner" });
    expect(accepted.body).not.toHaveProperty("passwordHash");
    expect(cookieFrom(accepted.response)).toBeTruthy();

    const team = await api(teamApi, "GET", "/api/team", {}, { cookie: owner.cookie });
    expect(team.body.members.map((m: { email: string }) => m.email).sort()).toEqual(
      [owner.user.email, email].sort(),
    );
    expect(team.body.invitations).toEqual([]);
  });

  test("a used invitation is refused the second time (410), on the page and the API", async () => {
    const { acceptedToken: token } = await teamWithMember();
    const page = await settleOutcome(() =>
      invitePage.loader(routeArgs(getRequest(`/invite/${token}`), { token })),
    );
    expect(page.status).toBe(410);
    expect(page.body.problem.message).toMatch(/already been used/);
    const again = await api(
      acceptApi,
      "POST",
      `/api/invitations/${token}/accept`,
      { token },
      {
        body: { password: NEW_PASSWORD },
      },
    );
    expect(again.status).toBe(410);
  });

  test("an expired invitation is refused (410) and creates no account", async () => {
    const owner = await createSignedInUser();
    const { token, email } = await invite(owner.cookie);
    await db.invitation.updateMany({
      where: { token },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const page = await settleOutcome(() =>
      invitePage.loader(routeArgs(getRequest(`/invite/${token}`), { token })),
    );
    expect(page.status).toBe(410);
    expect(page.body.problem.message).toMatch(/expired/);
    const accepted = await settleOutcome(() =>
      invitePage.action(
        routeArgs(
          formRequest(
            `/invite/${token}`,
            { intent: "accept-invitation", password: NEW_PASSWORD },
            { headers: fromNewAddress() },
          ),
          { token },
        ),
      ),
    );
    expect(accepted.status).toBe(410);
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
  });

  test("a cancelled invitation is a 404; cancelling is owner-only and tenant-scoped", async () => {
    const { owner, memberCookie } = await teamWithMember();
    const { res, token } = await invite(owner.cookie);
    const id = res.body.id as string;
    const stranger = await createSignedInUser();

    const foreign = await api(
      invitationApi,
      "DELETE",
      `/api/team/invitations/${id}`,
      {
        invitationId: id,
      },
      { cookie: stranger.cookie },
    );
    expect(foreign.status).toBe(404);
    const byMember = await api(
      invitationApi,
      "DELETE",
      `/api/team/invitations/${id}`,
      {
        invitationId: id,
      },
      { cookie: memberCookie },
    );
    expect(byMember.status).toBe(403);
    const cancelled = await api(
      invitationApi,
      "DELETE",
      `/api/team/invitations/${id}`,
      {
        invitationId: id,
      },
      { cookie: owner.cookie },
    );
    expect(cancelled.status).toBe(204);

    const page = await settleOutcome(() =>
      invitePage.loader(routeArgs(getRequest(`/invite/${token}`), { token })),
    );
    expect(page.status).toBe(404);
    const accepted = await api(
      acceptApi,
      "POST",
      `/api/invitations/${token}/accept`,
      { token },
      {
        body: { password: NEW_PASSWORD },
      },
    );
    expect(accepted.status).toBe(404);
  });

  test("an email with an account in another company is invited like any other; its link says why it cannot be used", async () => {
    const owner = await createSignedInUser({ companyName: "Pair Studio" });
    const elsewhere = await createSignedInUser();
    const accountBefore = await db.user.findUniqueOrThrow({ where: { id: elsewhere.user.id } });
    // No oracle: the answer is the one an address nobody uses gets.
    const fresh = await invite(owner.cookie);
    const invited = await invite(owner.cookie, elsewhere.user.email);
    expect(invited.res.status).toBe(201);
    expect(Object.keys(invited.res.body).sort()).toEqual(Object.keys(fresh.res.body).sort());
    expect(invited.res.body).toMatchObject({ email: elsewhere.user.email, role: "member" });

    const freshPage = await settleOutcome(() =>
      teamPage.action(
        routeArgs(formRequest("/team", { intent: "invite", email: uniqueEmail("new") }, owner)),
      ),
    );
    const page = await settleOutcome(() =>
      teamPage.action(
        routeArgs(formRequest("/team", { intent: "invite", email: elsewhere.user.email }, owner)),
      ),
    );
    expect(page.status).toBe(302);
    expect(freshPage.status).toBe(302);
    expect((await toastOf(page))?.message).toBe((await toastOf(freshPage))?.message);
    const open = await db.invitation.findMany({
      where: { tenantId: owner.tenant.id, email: elsewhere.user.email },
    });
    expect(open).toHaveLength(1);

    // The invitee learns of the conflict from the link, signed out: nothing changes.
    const token = open[0].token;
    const view = await settleOutcome(() =>
      invitePage.loader(routeArgs(getRequest(`/invite/${token}`), { token })),
    );
    expect(view.status).toBe(409);
    expect(view.body.problem.message).toMatch(
      /already has an account in another company.+Nothing changed/,
    );
    const accepted = await settleOutcome(() =>
      invitePage.action(
        routeArgs(
          formRequest(
            `/invite/${token}`,
            { intent: "accept-invitation", password: NEW_PASSWORD },
            { headers: fromNewAddress() },
          ),
          { token },
        ),
      ),
    );
    expect(accepted.status).toBe(409);
    expect(accepted.body.result.error[""][0]).toBe(view.body.problem.message);
    const byApi = await api(
      acceptApi,
      "POST",
      `/api/invitations/${token}/accept`,
      { token },
      { body: { password: NEW_PASSWORD } },
    );
    expect(byApi.status).toBe(409);
    expect(byApi.body.message).toBe(view.body.problem.message);
    expect(await db.user.findUniqueOrThrow({ where: { id: elsewhere.user.id } })).toEqual(
      accountBefore,
    );
    expect(await db.invitation.findUniqueOrThrow({ where: { token } })).toMatchObject({
      acceptedAt: null,
    });

    // Signed in as someone of another company, the invitation says why it cannot be used.
    const other = await invite(owner.cookie);
    const signedIn = await settleOutcome(() =>
      invitePage.loader(
        routeArgs(getRequest(`/invite/${other.token}`, elsewhere.cookie), { token: other.token }),
      ),
    );
    expect(signedIn.status).toBe(409);
    expect(signedIn.body.problem.message).toMatch(/already belongs to another company/);
    const viaApi = await api(
      acceptApi,
      "POST",
      `/api/invitations/${other.token}/accept`,
      { token: other.token },
      {
        cookie: elsewhere.cookie,
        body: { password: NEW_PASSWORD },
      },
    );
    expect(viaApi.status).toBe(409);
  });

  test("inviting someone already in the company is a 409; bad input is a 400 with field errors", async () => {
    const { owner, member } = await teamWithMember();
    expect((await invite(owner.cookie, member.email)).res.status).toBe(409);
    const bad = await api(
      invitationsApi,
      "POST",
      "/api/team/invitations",
      {},
      {
        cookie: owner.cookie,
        body: { email: "not-an-email", role: "boss" },
      },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["email", "role"]);
  });
});

describe("roles and permissions", () => {
  test("members get 403 on every owner-only action, billing included", async () => {
    const { owner, member, memberCookie } = await teamWithMember();
    const byMember = { cookie: memberCookie };
    expect((await invite(memberCookie)).res.status).toBe(403);
    const badBody = await api(
      invitationsApi,
      "POST",
      "/api/team/invitations",
      {},
      {
        ...byMember,
        body: { email: "not-an-email" },
      },
    );
    expect(badBody.status).toBe(403);
    const patch = await api(
      memberApi,
      "PATCH",
      `/api/team/members/${owner.user.id}`,
      {
        userId: owner.user.id,
      },
      { ...byMember, body: { role: "member" } },
    );
    expect(patch.status).toBe(403);
    const remove = await api(
      memberApi,
      "DELETE",
      `/api/team/members/${owner.user.id}`,
      {
        userId: owner.user.id,
      },
      byMember,
    );
    expect(remove.status).toBe(403);
    const pageInvite = await settleOutcome(() =>
      teamPage.action(
        routeArgs(formRequest("/team", { intent: "invite", email: uniqueEmail() }, byMember)),
      ),
    );
    expect(pageInvite.status).toBe(403);
    const billing = await settleOutcome(() =>
      billingPage.loader(routeArgs(getRequest("/billing", memberCookie))),
    );
    expect(billing.status).toBe(403);
    const upgrade = await settleOutcome(() =>
      billingPage.action(routeArgs(formRequest("/billing", { intent: "upgrade" }, byMember))),
    );
    expect(upgrade.status).toBe(403);
    const ownerBilling = await settleOutcome(() =>
      billingPage.loader(routeArgs(getRequest("/billing", owner.cookie))),
    );
    expect(ownerBilling.status).toBe(200);

    // Members see the people but not the invitation links.
    await invite(owner.cookie);
    const team = await api(teamApi, "GET", "/api/team", {}, byMember);
    expect(team.status).toBe(200);
    expect(team.body.members).toHaveLength(2);
    expect(team.body.invitations).toEqual([]);
    expect(member.teamRole).toBe("member");
  });

  test("owners change roles; the last owner can neither be demoted nor leave", async () => {
    const { owner, member, memberCookie } = await teamWithMember();
    const demoteSelf = await api(
      memberApi,
      "PATCH",
      `/api/team/members/${owner.user.id}`,
      {
        userId: owner.user.id,
      },
      { cookie: owner.cookie, body: { role: "member" } },
    );
    expect(demoteSelf.status).toBe(409);
    expect(demoteSelf.body.message).toMatch(/at least one owner/);
    const leave = await api(
      memberApi,
      "DELETE",
      `/api/team/members/${owner.user.id}`,
      {
        userId: owner.user.id,
      },
      { cookie: owner.cookie },
    );
    expect(leave.status).toBe(409);
    const deleteAccount = await settleOutcome(() =>
      deleteRoom.action(
        routeArgs(
          formRequest(
            "/profile/delete",
            { intent: "delete-account", currentPassword: TEST_PASSWORD, confirmDeletion: "on" },
            owner,
          ),
        ),
      ),
    );
    expect(deleteAccount.status).toBe(409);
    expect(await db.user.count({ where: { id: owner.user.id } })).toBe(1);

    const promote = await api(
      memberApi,
      "PATCH",
      `/api/team/members/${member.id}`,
      {
        userId: member.id,
      },
      { cookie: owner.cookie, body: { role: "owner" } },
    );
    expect(promote.status).toBe(200);
    expect(promote.body).toMatchObject({ role: "owner" });
    // Two owners: the first may now step down, through the page form.
    const stepDown = await settleOutcome(() =>
      teamPage.action(
        routeArgs(
          formRequest(
            "/team",
            { intent: "change-role", targetId: owner.user.id, role: "member" },
            owner,
          ),
        ),
      ),
    );
    expect(stepDown.status).toBe(302);
    expect((await db.user.findUniqueOrThrow({ where: { id: owner.user.id } })).teamRole).toBe(
      "member",
    );
    // The new sole owner cannot be removed by anyone.
    const removeLast = await api(
      memberApi,
      "DELETE",
      `/api/team/members/${member.id}`,
      {
        userId: member.id,
      },
      { cookie: memberCookie },
    );
    expect(removeLast.status).toBe(409);
  });

  test("an owner removes a member (sessions end, tasks unassigned); a member may leave", async () => {
    const { owner, member, memberCookie } = await teamWithMember();
    const app = await newApp(owner.tenant.id);
    await setLaunchDate(owner.tenant.id, app.id, "2027-03-02");
    const task = await db.checklistTask.findFirstOrThrow({ where: { appId: app.id } });
    await db.checklistTask.update({ where: { id: task.id }, data: { assigneeId: member.id } });

    const removed = await settleOutcome(() =>
      teamPage.action(
        routeArgs(formRequest("/team", { intent: "remove-member", targetId: member.id }, owner)),
      ),
    );
    expect(removed.status).toBe(302);
    expect(await db.user.findUnique({ where: { id: member.id } })).toBeNull();
    expect((await db.checklistTask.findUniqueOrThrow({ where: { id: task.id } })).assigneeId).toBe(
      null,
    );
    const afterwards = await settleOutcome(() =>
      appsApi.loader(routeArgs(jsonRequest("/api/apps", undefined, { cookie: memberCookie }))),
    );
    expect(afterwards.status).toBe(401);

    const second = await teamWithMember();
    const leave = await api(
      memberApi,
      "DELETE",
      `/api/team/members/${second.member.id}`,
      {
        userId: second.member.id,
      },
      { cookie: second.memberCookie },
    );
    expect(leave.status).toBe(204);
    expect(await db.user.findUnique({ where: { id: second.member.id } })).toBeNull();
  });
});

describe("share links", () => {
  test("the plan read-only signed out, with the private headers; last view time recorded", async () => {
    const { owner, memberCookie } = await teamWithMember();
    const app = await newApp(owner.tenant.id, { name: "Shared Pets" });
    await newApp(owner.tenant.id, { name: "Secret Other App" });
    await db.module.create({
      data: {
        appId: app.id,
        stepName: "foundation",
        status: "in_progress",
        data: { elevatorPitch: "Pets that share", competitor0: "RivalPets", usp: "Kind" },
      },
    });
    await setLaunchDate(owner.tenant.id, app.id, "2027-03-02");

    // A member may share too.
    const created = await api(
      sharesApi,
      "POST",
      `/api/apps/${app.id}/shares`,
      { appId: app.id },
      {
        cookie: memberCookie,
        body: { label: "Mentor" },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(created.body.url);

    const view = await settleOutcome(() =>
      publicShare.loader(routeArgs(getRequest(`/share/${token}`), { token })),
    );
    expect(view.status).toBe(200);
    expect(view.response?.headers.get("X-Robots-Tag")).toMatch(/noindex/);
    expect(view.response?.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(view.response?.headers.get("Cache-Control")).toMatch(/^private/);
    expect(view.body.plan.app.name).toBe("Shared Pets");
    expect(view.body.plan.modules).toHaveLength(8);
    expect(view.body.plan.checklist.length).toBeGreaterThan(0);
    expect(view.body.competitors.competitors[0].name).toBe("RivalPets");
    const text = JSON.stringify(view.body);
    expect(text).toContain("Pets that share");
    expect(text).not.toContain("Secret Other App");
    expect(text).not.toContain(owner.user.email);
    expect(text).not.toContain("@");

    const listed = await api(
      sharesApi,
      "GET",
      `/api/apps/${app.id}/shares`,
      { appId: app.id },
      {
        cookie: owner.cookie,
      },
    );
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ label: "Mentor", viewCount: 1 });
    expect(listed.body[0].lastViewedAt).toEqual(expect.any(String));
    const page = await settleOutcome(() =>
      sharePage.loader(
        routeArgs(getRequest(`/apps/${app.id}/share`, owner.cookie), { appId: app.id }),
      ),
    );
    expect(page.body.links[0].lastViewedLabel).toEqual(expect.any(String));
  });

  test("revoked, expired and made-up links are a 404", async () => {
    const owner = await createSignedInUser();
    const app = await newApp(owner.tenant.id);
    const posted = await settleOutcome(() =>
      sharePage.action(
        routeArgs(
          formRequest(`/apps/${app.id}/share`, { intent: "create-share", label: "Parents" }, owner),
          { appId: app.id },
        ),
      ),
    );
    expect(posted.status).toBe(302);
    const link = await db.shareLink.findFirstOrThrow({ where: { appId: app.id } });
    const open = (token: string) =>
      settleOutcome(() => publicShare.loader(routeArgs(getRequest(`/share/${token}`), { token })));
    expect((await open(link.token)).status).toBe(200);

    const revoked = await settleOutcome(() =>
      sharePage.action(
        routeArgs(
          formRequest(
            `/apps/${app.id}/share`,
            { intent: "revoke-share", shareId: link.id, confirmed: "yes" },
            owner,
          ),
          { appId: app.id },
        ),
      ),
    );
    expect(revoked.status).toBe(302);
    expect((await open(link.token)).status).toBe(404);

    const expiring = await api(
      sharesApi,
      "POST",
      `/api/apps/${app.id}/shares`,
      { appId: app.id },
      {
        cookie: owner.cookie,
        body: { label: "Teacher", expiresAt: new Date(Date.now() + 60_000).toISOString() },
      },
    );
    expect(expiring.status).toBe(201);
    const expiringToken = tokenOf(expiring.body.url);
    expect((await open(expiringToken)).status).toBe(200);
    await db.shareLink.updateMany({
      where: { token: expiringToken },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await open(expiringToken)).status).toBe(404);
    expect((await open("x".repeat(43))).status).toBe(404);
    expect((await open("short")).status).toBe(404);

    const past = await api(
      sharesApi,
      "POST",
      `/api/apps/${app.id}/shares`,
      { appId: app.id },
      {
        cookie: owner.cookie,
        body: { label: "Old", expiresAt: "2020-01-01" },
      },
    );
    expect(past.status).toBe(400);
    expect(past.body.errors.expiresAt[0]).toMatch(/future/);
    const noLabel = await settleOutcome(() =>
      sharePage.action(
        routeArgs(
          formRequest(`/apps/${app.id}/share`, { intent: "create-share", label: " " }, owner),
          { appId: app.id },
        ),
      ),
    );
    expect(noLabel.status).toBe(400);
    expect(noLabel.body.formId).toBe("new-share");
    expect(noLabel.body.result.error.label).toBeTruthy();
  });
});

describe("task owners", () => {
  test("assign to a member, filter 'assigned to me', personal feed has only my tasks", async () => {
    const { owner, member, memberCookie } = await teamWithMember();
    const app = await newApp(owner.tenant.id);
    await setLaunchDate(owner.tenant.id, app.id, "2027-03-02");
    const [mine, other] = await db.checklistTask.findMany({
      where: { appId: app.id },
      orderBy: { dueAt: "asc" },
      take: 2,
    });
    const assigned = await settleOutcome(() =>
      checklistPage.action(
        routeArgs(
          formRequest(
            `/apps/${app.id}/checklist`,
            { intent: "assign-task", taskId: mine.id, assigneeId: member.id },
            owner,
          ),
          { appId: app.id },
        ),
      ),
    );
    expect(assigned.status).toBe(302);
    expect((await db.checklistTask.findUniqueOrThrow({ where: { id: mine.id } })).assigneeId).toBe(
      member.id,
    );

    const filtered = await settleOutcome(() =>
      checklistPage.loader(
        routeArgs(getRequest(`/apps/${app.id}/checklist?assigned=me`, memberCookie), {
          appId: app.id,
        }),
      ),
    );
    expect(filtered.body.tasks.map((t: { id: string }) => t.id)).toEqual([mine.id]);
    expect(filtered.body.tasks[0].assignee).toMatchObject({ id: member.id });
    const all = await settleOutcome(() =>
      checklistPage.loader(
        routeArgs(getRequest(`/apps/${app.id}/checklist`, memberCookie), { appId: app.id }),
      ),
    );
    expect(all.body.tasks.length).toBeGreaterThan(1);

    const token = await regeneratePersonalCalendarToken(member.id);
    const feed = await settleOutcome(() =>
      feedRoute.loader(routeArgs(getRequest(`/calendar/feed/${token}.ics`), { token })),
    );
    expect(feed.status).toBe(200);
    expect(feed.body).toContain(mine.title);
    expect(feed.body).not.toContain(other.title);
    expect(feed.body).not.toContain("Launch day");

    // Unassign: the empty choice.
    const cleared = await settleOutcome(() =>
      checklistPage.action(
        routeArgs(
          formRequest(
            `/apps/${app.id}/checklist`,
            { intent: "assign-task", taskId: mine.id, assigneeId: "" },
            owner,
          ),
          { appId: app.id },
        ),
      ),
    );
    expect(cleared.status).toBe(302);
    expect((await db.checklistTask.findUniqueOrThrow({ where: { id: mine.id } })).assigneeId).toBe(
      null,
    );
  });
});

describe("tenant isolation of every new route", () => {
  test("another company's ids are 404 (or refused) everywhere", async () => {
    const { owner, member } = await teamWithMember();
    const app = await newApp(owner.tenant.id);
    await setLaunchDate(owner.tenant.id, app.id, "2027-03-02");
    const task = await db.checklistTask.findFirstOrThrow({ where: { appId: app.id } });
    const link = await api(
      sharesApi,
      "POST",
      `/api/apps/${app.id}/shares`,
      { appId: app.id },
      {
        cookie: owner.cookie,
        body: { label: "Mentor" },
      },
    );
    const shareId = link.body.id as string;
    const { res: invitation } = await invite(owner.cookie);
    const intruder = await createSignedInUser();
    const as = { cookie: intruder.cookie };

    const results = {
      listShares: await api(sharesApi, "GET", "/x", { appId: app.id }, as),
      createShare: await api(
        sharesApi,
        "POST",
        "/x",
        { appId: app.id },
        {
          ...as,
          body: { label: "Mine now" },
        },
      ),
      revokeShare: await api(shareApi, "DELETE", "/x", { appId: app.id, shareId }, as),
      revokeShareViaOwnApp: await api(
        shareApi,
        "DELETE",
        "/x",
        { appId: (await newApp(intruder.tenant.id)).id, shareId },
        as,
      ),
      cancelInvitation: await api(
        invitationApi,
        "DELETE",
        "/x",
        {
          invitationId: invitation.body.id,
        },
        as,
      ),
      patchMember: await api(
        memberApi,
        "PATCH",
        "/x",
        { userId: member.id },
        {
          ...as,
          body: { role: "owner" },
        },
      ),
      deleteMember: await api(memberApi, "DELETE", "/x", { userId: member.id }, as),
      sharePage: await settleOutcome(() =>
        sharePage.loader(
          routeArgs(getRequest(`/apps/${app.id}/share`, intruder.cookie), {
            appId: app.id,
          }),
        ),
      ),
      sharePageRevoke: await settleOutcome(() =>
        sharePage.action(
          routeArgs(
            formRequest(
              `/apps/${app.id}/share`,
              { intent: "revoke-share", shareId, confirmed: "yes" },
              as,
            ),
            {
              appId: app.id,
            },
          ),
        ),
      ),
      teamPageRemove: await settleOutcome(() =>
        teamPage.action(
          routeArgs(formRequest("/team", { intent: "remove-member", targetId: member.id }, as)),
        ),
      ),
      teamPageCancel: await settleOutcome(() =>
        teamPage.action(
          routeArgs(
            formRequest("/team", { intent: "cancel-invitation", targetId: invitation.body.id }, as),
          ),
        ),
      ),
      assignInForeignApp: await settleOutcome(() =>
        checklistPage.action(
          routeArgs(
            formRequest(
              `/apps/${app.id}/checklist`,
              { intent: "assign-task", taskId: task.id, assigneeId: intruder.user.id },
              as,
            ),
            { appId: app.id },
          ),
        ),
      ),
    };
    for (const [name, outcome] of Object.entries(results)) {
      expect({ name, status: outcome.status }).toEqual({ name, status: 404 });
    }
    // Nothing changed.
    expect(await db.shareLink.count({ where: { id: shareId } })).toBe(1);
    expect(await db.invitation.count({ where: { id: invitation.body.id } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).teamRole).toBe("member");
    // The intruder's team lists only its own people.
    const team = await api(teamApi, "GET", "/api/team", {}, as);
    expect(team.body.members.map((m: { id: string }) => m.id)).toEqual([intruder.user.id]);

    // A person of another company cannot be given the task.
    const foreignAssignee = await settleOutcome(() =>
      checklistPage.action(
        routeArgs(
          formRequest(
            `/apps/${app.id}/checklist`,
            { intent: "assign-task", taskId: task.id, assigneeId: intruder.user.id },
            owner,
          ),
          { appId: app.id },
        ),
      ),
    );
    expect(foreignAssignee.status).toBe(400);
    expect((await db.checklistTask.findUniqueOrThrow({ where: { id: task.id } })).assigneeId).toBe(
      null,
    );
  });

  test("every new API route answers 401 without a session", async () => {
    const calls = [
      api(teamApi, "GET", "/api/team", {}),
      api(invitationsApi, "POST", "/x", {}, { body: { email: uniqueEmail() } }),
      api(invitationApi, "DELETE", "/x", { invitationId: "x" }),
      api(memberApi, "PATCH", "/x", { userId: "x" }, { body: { role: "owner" } }),
      api(memberApi, "DELETE", "/x", { userId: "x" }),
      api(sharesApi, "GET", "/x", { appId: "x" }),
      api(sharesApi, "POST", "/x", { appId: "x" }, { body: { label: "x" } }),
      api(shareApi, "DELETE", "/x", { appId: "x", shareId: "x" }),
    ];
    for (const outcome of await Promise.all(calls)) expect(outcome.status).toBe(401);
  });
});

/** The share page's action, posted as this user for this app. */
function postToSharePage(user: { cookie: string }, appId: string) {
  return (fields: Record<string, string>) =>
    settleOutcome(() =>
      sharePage.action(routeArgs(formRequest(`/apps/${appId}/share`, fields, user), { appId })),
    );
}

describe("share links after the trial", () => {
  test("creating and revoking a share link stay open: sharing the plan is not gated", async () => {
    const owner = await createSignedInUser();
    const app = await newApp(owner.tenant.id);
    await endTrial(owner.tenant.id);
    const post = postToSharePage(owner, app.id);
    expect((await post({ intent: "create-share", label: "Mentor" })).status).toBe(302);
    const link = await db.shareLink.findFirstOrThrow({ where: { appId: app.id } });
    expect(
      (await post({ intent: "revoke-share", shareId: link.id, confirmed: "yes" })).status,
    ).toBe(302);
    expect(await db.shareLink.count({ where: { appId: app.id } })).toBe(0);
  });

  test("a revoke asks first: without confirmed=yes it answers with the question and keeps the link", async () => {
    const owner = await createSignedInUser();
    const app = await newApp(owner.tenant.id);
    const post = postToSharePage(owner, app.id);
    expect((await post({ intent: "create-share", label: "Mentor" })).status).toBe(302);
    const link = await db.shareLink.findFirstOrThrow({ where: { appId: app.id } });
    const asked = await post({ intent: "revoke-share", shareId: link.id });
    expect(asked.status).toBe(302);
    expect(asked.response?.headers.get("Location")).toBe(
      `/apps/${app.id}/share?confirm=revoke&share=${link.id}`,
    );
    expect(await db.shareLink.count({ where: { appId: app.id } })).toBe(1);
  });

  test("revoking a link twice: the second answers 404 on that link's form, with a toast", async () => {
    const owner = await createSignedInUser();
    const app = await newApp(owner.tenant.id);
    const post = postToSharePage(owner, app.id);
    expect((await post({ intent: "create-share", label: "Mentor" })).status).toBe(302);
    const link = await db.shareLink.findFirstOrThrow({ where: { appId: app.id } });
    expect(
      (await post({ intent: "revoke-share", shareId: link.id, confirmed: "yes" })).status,
    ).toBe(302);
    const again = await post({ intent: "revoke-share", shareId: link.id, confirmed: "yes" });
    expect(again.status).toBe(404);
    expect(again.body.formId).toBe(`revoke-share-${link.id}`);
    expect(again.body.result.error[""][0]).toMatch(/no longer exists/);
    expect(again.body.__toast).toMatchObject({ message: "Not revoked", type: "error" });
  });
});
