// An owner renames the company (sign-up's default "Maya Chen's apps" is meant to be changed):
// the Team page's form (a plain post) and its API twin, PATCH /api/team. Members are refused with
// a 403 and nothing changes; a bad name is a 400 that keeps what was typed.
import { describe, expect, test } from "vitest";

import { renameCompany } from "~/models/team.server";
import { listTenants } from "~/models/tenant-list.server";
import * as teamPage from "~/routes/_app.team/route";
import * as teamApi from "~/routes/api.team";
import { db } from "~/services/db.server";

import {
  addUserToTenant,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
} from "./helpers";
import { settleOutcome, toastOf } from "./workspace-helpers";

async function companyOf(tenantId: string) {
  return db.tenant.findUniqueOrThrow({
    where: { id: tenantId },
    select: { companyName: true, companyNameSearch: true },
  });
}

async function memberOf(tenantId: string) {
  const member = await addUserToTenant(tenantId);
  await db.user.update({ where: { id: member.user.id }, data: { teamRole: "member" } });
  return member;
}

const post = (cookie: string, companyName: string) =>
  settleOutcome(() =>
    teamPage.action(
      routeArgs(formRequest("/team", { intent: "rename-company", companyName }, { cookie })),
    ),
  );

const patch = (cookie: string, body: unknown) =>
  settleOutcome(() =>
    teamApi.action(routeArgs(jsonRequest("/api/team", body, { method: "PATCH", cookie }))),
  );

describe("renaming the company", () => {
  test("an owner renames it on the Team page; the admin's search finds the new name", async () => {
    const owner = await createSignedInUser();
    const page = await settleOutcome(() =>
      teamPage.loader(routeArgs(getRequest("/team", owner.cookie))),
    );
    expect(page.body.isOwner).toBe(true);
    expect(page.body.companyNameMax).toBe(100);

    const renamed = await post(owner.cookie, "  Tidewater Studio  ");
    expect(renamed.status).toBe(302);
    expect(renamed.response?.headers.get("Location")).toBe("/team");
    expect(await toastOf(renamed)).toMatchObject({ message: "Company renamed" });
    expect(await companyOf(owner.tenant.id)).toEqual({
      companyName: "Tidewater Studio",
      companyNameSearch: "tidewater studio",
    });
    const found = await listTenants({ q: "TIDEWATER", status: "all", page: 1 });
    expect(found.tenants.map((t) => t.id)).toContain(owner.tenant.id);
  });

  test("an empty or too long name is a 400 on its field, nothing stored, the text kept", async () => {
    const owner = await createSignedInUser();
    const before = await companyOf(owner.tenant.id);
    const empty = await post(owner.cookie, "   ");
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain("Company name is required");
    const long = "x".repeat(101);
    const tooLong = await post(owner.cookie, long);
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain("at most 100 characters");
    expect(JSON.stringify(tooLong.body)).toContain(long);
    expect(await companyOf(owner.tenant.id)).toEqual(before);
  });

  test("a member is refused with a 403, on the page and the API, and nothing changes", async () => {
    const owner = await createSignedInUser();
    const member = await memberOf(owner.tenant.id);
    const before = await companyOf(owner.tenant.id);
    const page = await settleOutcome(() =>
      teamPage.loader(routeArgs(getRequest("/team", member.cookie))),
    );
    expect(page.body.isOwner).toBe(false);

    expect((await post(member.cookie, "Taken over")).status).toBe(403);
    const viaApi = await patch(member.cookie, { companyName: "Taken over" });
    expect(viaApi.status).toBe(403);
    expect(viaApi.body).toMatchObject({ message: expect.stringContaining("Only an owner") });
    expect(await companyOf(owner.tenant.id)).toEqual(before);
  });

  test("the API twin: GET shows the name, PATCH renames it for an owner, 400 for a bad name", async () => {
    const owner = await createSignedInUser();
    const renamed = await patch(owner.cookie, { companyName: "Pocket Labs" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ companyName: "Pocket Labs" });
    const read = await settleOutcome(() =>
      teamApi.loader(routeArgs(getRequest("/api/team", owner.cookie))),
    );
    expect(read.body.companyName).toBe("Pocket Labs");
    expect((await patch(owner.cookie, { companyName: "" })).status).toBe(400);
    expect((await patch(owner.cookie, {})).status).toBe(400);
    expect((await companyOf(owner.tenant.id)).companyName).toBe("Pocket Labs");
  });

  test("the owner check is in the write: an owner demoted first cannot rename", async () => {
    const owner = await createSignedInUser();
    const other = await memberOf(owner.tenant.id);
    await db.user.update({ where: { id: other.user.id }, data: { teamRole: "owner" } });
    const before = await companyOf(owner.tenant.id);
    // The actor still says "owner" (read before the demotion), the row no longer does.
    await db.user.update({ where: { id: owner.user.id }, data: { teamRole: "member" } });
    const result = await renameCompany(
      { id: owner.user.id, tenantId: owner.tenant.id, teamRole: "owner" },
      "Stale owner's name",
    );
    expect(result).toMatchObject({ ok: false, status: 403 });
    expect(await companyOf(owner.tenant.id)).toEqual(before);
  });
});
