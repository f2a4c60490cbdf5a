// Every signed-in request looks up its user, tenant, subscription and unread announcements in ONE
// SQL statement: pinned counts for GET /api/user and the signed-in layout (the layout reuses the
// session's tenant columns and unread count instead of reading them again).
import { describe, expect, test, vi } from "vitest";

vi.hoisted(() => {
  // Counting is switched on by this variable before the database client is made.
  process.env.PRISMA_QUERY_COUNT_FILE = "tests/.tmp/query-count";
});

const { executedStatements } = await import("~/services/db.server");
const { loader: apiUserLoader } = await import("~/routes/api.user");
const { loader: layoutLoader } = await import("~/routes/_app/route");
const { createSignedInUser, getRequest, routeArgs, settle } = await import("./helpers");

async function statementsFor(run: () => Promise<unknown>) {
  const before = executedStatements();
  const response = await settle(run);
  return { response, statements: executedStatements() - before };
}

describe("queries per signed-in request", () => {
  test("GET /api/user reads the user and tenant in one statement", async () => {
    const { cookie, user } = await createSignedInUser();
    const { response, statements } = await statementsFor(() =>
      apiUserLoader(routeArgs(getRequest("/api/user", cookie))),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: user.id, email: user.email });
    expect(statements).toBe(1);
  });

  test("the signed-in layout is the user lookup alone, bell count included", async () => {
    const { cookie } = await createSignedInUser();
    const { response, statements } = await statementsFor(() =>
      layoutLoader(routeArgs(getRequest("/dashboard", cookie))),
    );
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.subscription).toMatchObject({ status: "trial", blockedReason: null });
    expect(data.subscription.trialDaysLeft).toBeGreaterThan(0);
    expect(statements).toBe(1);
  });

  test("an expired session signs nobody in, still in one statement", async () => {
    const { cookie, user } = await createSignedInUser();
    const { db } = await import("~/services/db.server");
    await db.session.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const { response, statements } = await statementsFor(() =>
      apiUserLoader(routeArgs(getRequest("/api/user", cookie))),
    );
    expect(response.status).toBe(401);
    expect(statements).toBeLessThanOrEqual(1);
  });

  test("the bell's count from the lookup: active announcements after the last one seen", async () => {
    const { db } = await import("~/services/db.server");
    const { cookie, user } = await createSignedInUser();
    const bell = async () => {
      const response = await settle(() =>
        layoutLoader(routeArgs(getRequest("/dashboard", cookie))),
      );
      return (await response.json()).notificationCount as number;
    };
    // Counted over the whole table, as other tests' announcements may be there too.
    const start = await bell();
    await db.announcement.create({
      data: {
        title: "Seen",
        message: "m",
        createdBy: "admin",
        createdAt: new Date(Date.now() - 60_000),
      },
    });
    await db.announcement.create({
      data: { title: "Off", message: "m", createdBy: "admin", isActive: false },
    });
    expect(await bell()).toBe(start + 1);
    await db.user.update({ where: { id: user.id }, data: { bellSeenAt: new Date() } });
    expect(await bell()).toBe(0);
    await db.announcement.create({ data: { title: "New", message: "m", createdBy: "admin" } });
    expect(await bell()).toBe(1);
  });

  test("a demo template is never signed into, an expired sandbox no longer", async () => {
    const { db } = await import("~/services/db.server");
    const template = await createSignedInUser();
    await db.tenant.update({ where: { id: template.tenant.id }, data: { demo: "template" } });
    const sandbox = await createSignedInUser();
    await db.tenant.update({
      where: { id: sandbox.tenant.id },
      data: { demo: "sandbox", demoExpiresAt: new Date(Date.now() - 1000) },
    });
    for (const { cookie } of [template, sandbox]) {
      const response = await settle(() =>
        apiUserLoader(routeArgs(getRequest("/api/user", cookie))),
      );
      expect(response.status).toBe(401);
    }
  });

  test("copies of one GET request share the lookup; another request or an action does not", async () => {
    const { getOptionalUser } = await import("~/utils/session.server");
    const { REQUEST_ID_HEADER } = await import("~/lib/request-id.mjs");
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const request = (cookie: string, id: string, method = "GET") =>
      new Request("http://localhost/dashboard", {
        method,
        headers: { Cookie: cookie, [REQUEST_ID_HEADER]: id, Origin: "http://localhost" },
      });
    const id = crypto.randomUUID();
    const shared = await statementsFor(async () => {
      const [a, b] = await Promise.all([
        getOptionalUser(request(me.cookie, id)),
        getOptionalUser(request(me.cookie, id)),
      ]);
      return Response.json([a?.id, b?.id]);
    });
    expect(await shared.response.json()).toEqual([me.user.id, me.user.id]);
    expect(shared.statements).toBe(1);

    // The same id with another cookie (a made-up id) is another lookup, of that cookie's user.
    const forged = await statementsFor(async () =>
      Response.json((await getOptionalUser(request(other.cookie, id)))?.id),
    );
    expect(await forged.response.json()).toBe(other.user.id);
    expect(forged.statements).toBe(1);

    // An action's request reads afresh, so do the loaders that follow it.
    const post = await statementsFor(async () =>
      Response.json((await getOptionalUser(request(me.cookie, id, "POST")))?.id),
    );
    expect(await post.response.json()).toBe(me.user.id);
    expect(post.statements).toBe(1);
  });
});
