// The limits on invitations, so that the Team page is no relay for bulk email: at most 20
// created per company in a rolling hour (cancelled and replaced ones count: each sent an email)
// and at most 100 open at once. Past either, 429 with Retry-After, on the page and the API.
import { describe, expect, test } from "vitest";

import { HOUR_MS } from "~/lib/dates";
import { cancelInvitation, createInvitation } from "~/models/team.server";
import * as teamPage from "~/routes/_app.team/route";
import * as invitationsApi from "~/routes/api.team.invitations";
import { db } from "~/services/db.server";

import { createSignedInUser, formRequest, jsonRequest, routeArgs, uniqueEmail } from "./helpers";
import { settleOutcome } from "./workspace-helpers";

// The rule in numbers, written out so that a changed constant shows up here.
const INVITATIONS_PER_HOUR = 20;
const PENDING_INVITATIONS_MAX = 100;
const MINUTE_MS = 60_000;

type Owner = Awaited<ReturnType<typeof createSignedInUser>>;

function inviteByApi(owner: Owner, email = uniqueEmail("invitee")) {
  return settleOutcome(() =>
    invitationsApi.action(
      routeArgs(jsonRequest("/api/team/invitations", { email }, { cookie: owner.cookie })),
    ),
  );
}

function inviteByPage(owner: Owner, email = uniqueEmail("invitee")) {
  return settleOutcome(() =>
    teamPage.action(
      routeArgs(formRequest("/team", { intent: "invite", email, role: "owner" }, owner)),
    ),
  );
}

/** `count` invitations made by the model (no email sent), the first at `start`, `step` ms apart. */
async function inviteMany(owner: Owner, count: number, start: number, step = 1000) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const result = await createInvitation(
      owner.user,
      { email: uniqueEmail("bulk"), role: "member" },
      new Date(start + i * step),
    );
    if (!result.ok) throw new Error(result.message);
    ids.push(result.invitation.id);
  }
  return ids;
}

describe("at most 20 invitations per company per rolling hour", () => {
  test("the 21st is a 429 whose Retry-After runs until the oldest of the hour is an hour old", async () => {
    const owner = await createSignedInUser();
    const start = Date.now() - 50 * MINUTE_MS;
    await inviteMany(owner, INVITATIONS_PER_HOUR, start);

    const before = Date.now();
    const refused = await inviteByApi(owner);
    const after = Date.now();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/20 invitations in the last hour/);
    // About ten minutes: until the first of the 20, made 50 minutes ago, is an hour old.
    const retryAfter = Number(refused.response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(Math.floor((start + HOUR_MS - after) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil((start + HOUR_MS - before) / 1000));
    expect(await db.invitation.count({ where: { tenantId: owner.tenant.id } })).toBe(
      INVITATIONS_PER_HOUR,
    );

    // On the page: the form's own error, the typing kept, the same status and header.
    const email = uniqueEmail("typed");
    const page = await inviteByPage(owner, email);
    expect(page.status).toBe(429);
    expect(page.body.result.error[""][0]).toMatch(/20 invitations in the last hour/);
    expect(page.body.result.initialValue).toMatchObject({ email, role: "owner" });
    expect(Number(page.response.headers.get("Retry-After"))).toBeGreaterThan(0);

    // Another company is not held back by this one.
    expect((await inviteByApi(await createSignedInUser())).status).toBe(201);
  });

  test("an hour after the oldest, the next one goes through", async () => {
    const owner = await createSignedInUser();
    // The oldest fell out of the hour; the other 19 stay in it for the rest of the test.
    await inviteMany(owner, INVITATIONS_PER_HOUR, Date.now() - HOUR_MS - 1000, MINUTE_MS);
    expect((await inviteByApi(owner)).status).toBe(201);
    expect((await inviteByApi(owner)).status).toBe(429);
  });

  test("cancelled and replaced invitations still count: each one sent an email", async () => {
    const owner = await createSignedInUser();
    const ids = await inviteMany(owner, INVITATIONS_PER_HOUR - 2, Date.now() - MINUTE_MS);
    for (const id of ids) expect((await cancelInvitation(owner.user, id)).ok).toBe(true);
    // Inviting the same address again replaces its open invitation (one row) but sends again.
    const email = uniqueEmail("again");
    expect((await inviteByApi(owner, email)).status).toBe(201);
    expect((await inviteByApi(owner, email)).status).toBe(201);
    expect(await db.invitation.count({ where: { tenantId: owner.tenant.id } })).toBe(1);

    const refused = await inviteByApi(owner, email);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get("Retry-After"))).toBeGreaterThan(3000);
  });
});

describe("at most 100 open invitations per company", () => {
  /** Open invitations made long enough ago that the hourly limit is not what is tested. */
  async function openInvitations(owner: Owner, count: number) {
    const createdAt = new Date(Date.now() - 2 * HOUR_MS);
    await db.invitation.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        tenantId: owner.tenant.id,
        email: `open-${i}-${owner.tenant.id}@example.com`,
        token: `open${i}${owner.tenant.id}`.replace(/-/g, ""),
        expiresAt: new Date(Date.now() + 5 * 24 * HOUR_MS),
        invitedById: owner.user.id,
        createdAt,
      })),
    });
  }

  test("the 101st open invitation is a 429 with Retry-After; expired and accepted ones do not count", async () => {
    const owner = await createSignedInUser();
    await openInvitations(owner, PENDING_INVITATIONS_MAX);

    const refused = await inviteByApi(owner);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/100 open invitations/);
    expect(refused.response.headers.get("Retry-After")).toBe("3600");
    const page = await inviteByPage(owner);
    expect(page.status).toBe(429);
    expect(page.body.result.error[""][0]).toMatch(/100 open invitations/);
    expect(page.response.headers.get("Retry-After")).toBe("3600");

    // Inviting an address that already has an open invitation replaces it: still 100 open.
    const again = await inviteByApi(owner, `open-7-${owner.tenant.id}@example.com`);
    expect(again.status).toBe(201);

    const [first, second] = await db.invitation.findMany({
      where: { tenantId: owner.tenant.id },
      take: 2,
      orderBy: { createdAt: "asc" },
    });
    await db.invitation.update({
      where: { id: first.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await inviteByApi(owner)).status).toBe(201);
    await db.invitation.update({ where: { id: second.id }, data: { acceptedAt: new Date() } });
    expect((await inviteByApi(owner)).status).toBe(201);
    expect((await inviteByApi(owner)).status).toBe(429);
  });
});
