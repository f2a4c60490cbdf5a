// The team's rules under concurrency, on whichever database the run uses: a company always keeps
// an owner when two owners leave or demote each other at once, parallel role changes all get an
// answer (never a 500), an invitation accepted from several tabs at once is used once, and a
// burst of invitations from one company stops at the hourly limit.
import { describe, expect, test } from "vitest";

import * as acceptApi from "~/routes/api.invitations.$token.accept";
import * as invitationsApi from "~/routes/api.team.invitations";
import * as memberApi from "~/routes/api.team.members.$userId";
import { db } from "~/services/db.server";

import {
  addUserToTenant,
  createSignedInUser,
  jsonRequest,
  routeArgs,
  uniqueEmail,
} from "./helpers";
import { settleOutcome } from "./workspace-helpers";

const ROUNDS = 10;

type Route = { action?: (args: never) => unknown };

/** One API call; a thrown error counts as the 500 the server would answer. */
async function call(
  route: Route,
  method: string,
  params: Record<string, string>,
  options: { cookie?: string; body?: unknown; client?: string } = {},
): Promise<number> {
  const request = jsonRequest("/api/x", options.body, { method, cookie: options.cookie });
  const action = route.action as (args: unknown) => Promise<unknown>;
  try {
    return (await settleOutcome(() => action(routeArgs(request, params, options.client)))).status;
  } catch {
    return 500;
  }
}

/** A company with two owners and a member. */
async function twoOwners() {
  const first = await createSignedInUser();
  const second = await addUserToTenant(first.tenant.id);
  await db.user.update({ where: { id: second.user.id }, data: { teamRole: "owner" } });
  const member = await addUserToTenant(first.tenant.id);
  await db.user.update({ where: { id: member.user.id }, data: { teamRole: "member" } });
  return {
    tenantId: first.tenant.id,
    a: { id: first.user.id, cookie: first.cookie },
    b: { id: second.user.id, cookie: second.cookie },
    member: { id: member.user.id, cookie: member.cookie },
  };
}

function owners(tenantId: string) {
  return db.user.count({ where: { tenantId, teamRole: "owner" } });
}

describe("a company always has an owner", () => {
  test("two owners leaving at the same moment: one leaves (204), the other is refused (409)", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { tenantId, a, b } = await twoOwners();
      const statuses = await Promise.all(
        [a, b].map((owner) => call(memberApi, "DELETE", { userId: owner.id }, owner)),
      );
      expect(statuses.sort()).toEqual([204, 409]);
      expect(await owners(tenantId)).toBe(1);
    }
  });

  test("two owners demoting each other at the same moment: one change lands, one is refused", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { tenantId, a, b } = await twoOwners();
      const statuses = await Promise.all([
        call(memberApi, "PATCH", { userId: b.id }, { ...a, body: { role: "member" } }),
        call(memberApi, "PATCH", { userId: a.id }, { ...b, body: { role: "member" } }),
      ]);
      // The one demoted first is no longer an owner (403) when its own request runs.
      expect(statuses.sort()).toEqual([200, 403]);
      expect(await owners(tenantId)).toBe(1);
    }
  });

  test("two owners removing each other at the same moment: one goes, the other is refused", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { tenantId, a, b } = await twoOwners();
      const statuses = await Promise.all([
        call(memberApi, "DELETE", { userId: b.id }, a),
        call(memberApi, "DELETE", { userId: a.id }, b),
      ]);
      // The one removed first is refused when its own request runs: no longer an owner (403), or,
      // when its sign-in is read after the removal committed, no longer signed in (401).
      const [won, refused] = statuses.sort();
      expect(won).toBe(204);
      expect([401, 403]).toContain(refused);
      expect(await owners(tenantId)).toBe(1);
    }
  });

  test("8 parallel role changes of one member all answer 200, and the last one stands", async () => {
    const { tenantId, a, member } = await twoOwners();
    const roles = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? "owner" : "member"));
    const statuses = await Promise.all(
      roles.map((role) =>
        call(memberApi, "PATCH", { userId: member.id }, { ...a, body: { role } }),
      ),
    );
    expect(statuses).toEqual(roles.map(() => 200));
    expect(await owners(tenantId)).toBeGreaterThanOrEqual(2);
  });
});

describe("an invitation is accepted once", () => {
  test("five tabs accepting one invitation at once: one account (201), the rest 410", async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await createSignedInUser();
      const email = uniqueEmail("invitee");
      const invited = await settleOutcome(() =>
        (invitationsApi.action as (args: unknown) => Promise<unknown>)(
          routeArgs(jsonRequest("/api/team/invitations", { email }, { cookie: owner.cookie })),
        ),
      );
      expect(invited.status).toBe(201);
      const token = String(invited.body.url).split("/").pop() as string;
      const statuses = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          call(
            acceptApi,
            "POST",
            { token },
            { body: { password: "Teammate-2026" }, client: `198.51.100.${round * 10 + i}` },
          ),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 201).every((s) => s === 410 || s === 409)).toBe(true);
      expect(await db.user.count({ where: { email } })).toBe(1);
    }
  });
});

describe("the hourly invitation limit holds under concurrency", () => {
  test("25 invitations posted at once by one company: exactly 20 are created (201), 5 get 429", async () => {
    const owner = await createSignedInUser();
    const statuses = await Promise.all(
      Array.from({ length: 25 }, () =>
        call(
          invitationsApi,
          "POST",
          {},
          { cookie: owner.cookie, body: { email: uniqueEmail("burst") } },
        ),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s !== 201)).toEqual([429, 429, 429, 429, 429]);
    expect(await db.invitation.count({ where: { tenantId: owner.tenant.id } })).toBe(20);
  });
});
