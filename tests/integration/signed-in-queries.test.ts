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
const { runInRequestContext } = await import("~/services/request-context.server");

/**
 * The layout's loader as the server runs it: inside its request context (timeRequest opens it),
 * where the session lookup keeps what it read beside the user for the layout's readers.
 */
function loadLayout(request: Request) {
  const args = routeArgs(request);
  return runInRequestContext(args.context, () => layoutLoader(args));
}

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
      loadLayout(getRequest("/dashboard", cookie)),
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
      const response = await settle(() => loadLayout(getRequest("/dashboard", cookie)));
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

  test("the loaders of one request share the lookup; another request or an action does not", async () => {
    const { getOptionalUser } = await import("~/utils/session.server");
    const { runInRequestContext } = await import("~/services/request-context.server");
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    // Remix hands each loader its own copy of the Request; the request context is what they share.
    const request = (cookie: string, method = "GET") =>
      new Request("http://localhost/dashboard", {
        method,
        headers: { Cookie: cookie, Origin: "http://localhost" },
      });
    const context = { clientAddress: "192.0.2.10" };
    const shared = await statementsFor(() =>
      runInRequestContext(context, async () => {
        const [a, b] = await Promise.all([
          getOptionalUser(request(me.cookie)),
          getOptionalUser(request(me.cookie)),
        ]);
        return Response.json([a?.id, b?.id]);
      }),
    );
    expect(await shared.response.json()).toEqual([me.user.id, me.user.id]);
    expect(shared.statements).toBe(1);

    // Another request (its own context) is another lookup, of its own cookie's user.
    const another = await statementsFor(() =>
      runInRequestContext({ clientAddress: "192.0.2.10" }, async () =>
        Response.json((await getOptionalUser(request(other.cookie)))?.id),
      ),
    );
    expect(await another.response.json()).toBe(other.user.id);
    expect(another.statements).toBe(1);

    // An action reads afresh (it may sign someone in or out); its own calls share that lookup.
    const post = await statementsFor(() =>
      runInRequestContext(context, async () => {
        const [a, b] = await Promise.all([
          getOptionalUser(request(me.cookie, "POST")),
          getOptionalUser(request(me.cookie, "POST")),
        ]);
        return Response.json([a?.id, b?.id]);
      }),
    );
    expect(await post.response.json()).toEqual([me.user.id, me.user.id]);
    expect(post.statements).toBe(1);

    // Outside any request (a script, a job), every call looks the user up.
    const outside = await statementsFor(async () => {
      await getOptionalUser(request(me.cookie));
      return Response.json((await getOptionalUser(request(me.cookie)))?.id);
    });
    expect(await outside.response.json()).toBe(me.user.id);
    expect(outside.statements).toBe(2);
  });
});
