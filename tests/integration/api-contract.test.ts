// The JSON contract: every endpoint of docs/api-contract.md answers with the entity's own field
// names (as listed in that page's table), plus computed extras, and never a password.
import fs from "node:fs";

import { beforeAll, describe, expect, it } from "vitest";

import * as adminAnnouncements from "~/routes/api.admin.announcements";
import * as adminStats from "~/routes/api.admin.stats";
import * as adminTenants from "~/routes/api.admin.tenants";
import * as announcements from "~/routes/api.announcements";
import * as apps from "~/routes/api.apps";
import * as oneApp from "~/routes/api.apps.$appId";
import * as moduleList from "~/routes/api.apps.$appId.modules";
import * as oneModule from "~/routes/api.apps.$appId.modules.$stepName";
import * as login from "~/routes/api.login";
import * as logout from "~/routes/api.logout";
import * as modulePut from "~/routes/api.modules.$moduleId";
import * as register from "~/routes/api.register";
import * as currentUser from "~/routes/api.user";
import { db } from "~/services/db.server";

import {
  createSignedInUser,
  jsonRequest,
  routeArgs,
  settle,
  TEST_PASSWORD,
  uniqueEmail,
} from "./helpers";
import { VALID_FOUNDATION } from "./modules-fixtures";

type Json = Record<string, unknown>;

/** The entity table of docs/api-contract.md: entity name → its field names. */
function entityFields(): Record<string, string[]> {
  const doc = fs.readFileSync("docs/api-contract.md", "utf8");
  const section = doc.split("## Entities")[1].split("## Endpoints")[0];
  const rows = section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .filter(([name, fields]) => name !== "Entity" && !/^-+$/.test(name) && fields);
  return Object.fromEntries(rows.map(([name, fields]) => [name, fields.split(/,\s*/)]));
}

const FIELDS = entityFields();

/** Every field of the entity is present (extras allowed); the password never is. */
function expectEntity(body: unknown, entity: string, leftOut: string[] = []) {
  expect(body, `${entity} answer`).toBeTypeOf("object");
  const keys = Object.keys(body as Json);
  const wanted = FIELDS[entity].filter((field) => !leftOut.includes(field));
  expect(
    wanted.filter((field) => !keys.includes(field)),
    `${entity} fields missing`,
  ).toEqual([]);
  expect(keys.filter((key) => /password/i.test(key))).toEqual([]);
}

async function json(response: Response, status = 200) {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json();
}

let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let member: Awaited<ReturnType<typeof createSignedInUser>>;
let appId: string;

beforeAll(async () => {
  admin = await createSignedInUser({ role: "admin" });
  member = await createSignedInUser();
});

describe("docs/api-contract.md", () => {
  it("lists the six entities with their fields", () => {
    expect(Object.keys(FIELDS).sort()).toEqual(
      ["adminStats", "announcement", "app", "module", "tenant", "user"].sort(),
    );
    expect(FIELDS.tenant).toContain("subscriptionStatus");
    expect(FIELDS.user).not.toContain("password");
  });
});

describe("every spec endpoint answers with the entities' field names", () => {
  it("POST /api/register, POST /api/login, GET /api/user and POST /api/logout: the user", async () => {
    const email = uniqueEmail("contract");
    const registered = await settle(() =>
      register.action(
        routeArgs(
          jsonRequest("/api/register", {
            email,
            password: TEST_PASSWORD,
            companyName: "Contract Co",
          }),
        ),
      ),
    );
    expectEntity(await json(registered, 201), "user");

    const loggedIn = await settle(() =>
      login.action(routeArgs(jsonRequest("/api/login", { email, password: TEST_PASSWORD }))),
    );
    const cookie = loggedIn.headers.get("Set-Cookie")!.split(";")[0];
    const user = await json(loggedIn);
    expectEntity(user, "user");
    expect(user).toMatchObject({ email, role: "user" });

    const me = await settle(() =>
      currentUser.loader(routeArgs(jsonRequest("/api/user", undefined, { cookie }))),
    );
    expectEntity(await json(me), "user");

    const out = await settle(() =>
      logout.action(routeArgs(jsonRequest("/api/logout", undefined, { method: "POST", cookie }))),
    );
    expect(out.status).toBe(204);
    expect(await out.text()).toBe("");
  });

  it("POST and GET /api/apps, GET and PUT /api/apps/{id}: the app", async () => {
    const created = await settle(() =>
      apps.action(
        routeArgs(
          jsonRequest(
            "/api/apps",
            { name: "Café Ñandú", url: "https://cafe.example", description: "Coffee", progress: 0 },
            { cookie: member.cookie },
          ),
        ),
      ),
    );
    const app = await json(created, 201);
    expectEntity(app, "app");
    expect(app).toMatchObject({ tenantId: member.tenant.id, wizardAnswers: {}, category: null });
    appId = app.id;

    const list = await json(
      await settle(() =>
        apps.loader(routeArgs(jsonRequest("/api/apps", undefined, { cookie: member.cookie }))),
      ),
    );
    expect(list).toHaveLength(1);
    expectEntity(list[0], "app");

    const args = (method: string, body?: unknown) =>
      routeArgs(jsonRequest(`/api/apps/${appId}`, body, { method, cookie: member.cookie }), {
        appId,
      });
    expectEntity(await json(await settle(() => oneApp.loader(args("GET")))), "app");
    const updated = await json(
      await settle(() => oneApp.action(args("PUT", { category: "games" }))),
    );
    expectEntity(updated, "app");
    expect(updated.category).toBe("games");
  });

  it("the module list, one module and PUT /api/modules/{id}: the module", async () => {
    const modules = await json(
      await settle(() =>
        moduleList.loader(
          routeArgs(
            jsonRequest(`/api/apps/${appId}/modules`, undefined, { cookie: member.cookie }),
            {
              appId,
            },
          ),
        ),
      ),
    );
    expect(modules).toHaveLength(8);
    for (const module of modules) expectEntity(module, "module");

    const foundation = await json(
      await settle(() =>
        oneModule.loader(
          routeArgs(
            jsonRequest(`/api/apps/${appId}/modules/foundation`, undefined, {
              cookie: member.cookie,
            }),
            { appId, stepName: "foundation" },
          ),
        ),
      ),
    );
    expectEntity(foundation, "module");

    const saved = await json(
      await settle(() =>
        modulePut.action(
          routeArgs(
            jsonRequest(
              `/api/modules/${foundation.id}`,
              { status: "in_progress", data: VALID_FOUNDATION },
              { method: "PUT", cookie: member.cookie },
            ),
            { moduleId: foundation.id },
          ),
        ),
      ),
    );
    expectEntity(saved, "module");
    expect(saved).toMatchObject({ id: foundation.id, status: "in_progress" });
  });

  it("GET /api/admin/stats: the admin stats", async () => {
    const stats = await json(
      await settle(() =>
        adminStats.loader(
          routeArgs(jsonRequest("/api/admin/stats", undefined, { cookie: admin.cookie })),
        ),
      ),
    );
    expectEntity(stats, "adminStats");
    for (const field of FIELDS.adminStats) expect(stats[field]).toEqual(expect.any(Number));
  });

  it("GET /api/admin/tenants: tenants named as the entity (subscriptionStatus, not only status)", async () => {
    await db.tenant.update({
      where: { id: member.tenant.id },
      data: { stripeCustomerId: `cus_${member.tenant.id.slice(0, 8)}` },
    });
    const body = await json(
      await settle(() =>
        adminTenants.loader(
          routeArgs(
            jsonRequest(
              `/api/admin/tenants?q=${encodeURIComponent(member.tenant.companyName)}`,
              undefined,
              {
                cookie: admin.cookie,
              },
            ),
          ),
        ),
      ),
    );
    expect(body.tenants).toHaveLength(1);
    const [tenant] = body.tenants;
    expectEntity(tenant, "tenant");
    expect(tenant).toMatchObject({
      id: member.tenant.id,
      subscriptionStatus: "trial",
      stripeCustomerId: `cus_${member.tenant.id.slice(0, 8)}`,
    });
    expect(Object.keys(tenant)).not.toContain("stripeSubscriptionId");
  });

  it("POST /api/admin/announcements and GET /api/announcements: the announcement", async () => {
    const created = await json(
      await settle(() =>
        adminAnnouncements.action(
          routeArgs(
            jsonRequest(
              "/api/admin/announcements",
              { title: "Contract", message: "Fields match", isActive: true },
              { cookie: admin.cookie },
            ),
          ),
        ),
      ),
      201,
    );
    expectEntity(created, "announcement");
    expect(created.createdBy).toBe(admin.user.id);

    const list = await json(
      await settle(() =>
        announcements.loader(
          routeArgs(jsonRequest("/api/announcements", undefined, { cookie: member.cookie })),
        ),
      ),
    );
    const shown = list.find((a: Json) => a.id === created.id);
    // Customers do not see which administrator wrote it (docs/api-contract.md).
    expectEntity(shown, "announcement", ["createdBy"]);
    expect(shown).not.toHaveProperty("createdBy");
  });
});
