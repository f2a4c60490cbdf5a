// Every signed-in request looks up its user, tenant and subscription once: pinned SQL statement
// counts for GET /api/user and the signed-in layout (the layout reuses the session's tenant
// columns instead of reading the tenant again).
import { describe, expect, test, vi } from "vitest";

vi.hoisted(() => {
  // Counting is switched on by this variable before the database client is made.
  process.env.PRISMA_QUERY_COUNT_FILE = "tests/.tmp/query-count";
});

const { executedStatements } = await import("~/db.server");
const { loader: apiUserLoader } = await import("~/routes/api.user");
const { loader: layoutLoader } = await import("~/routes/_app");
const { createSignedInUser, getRequest, routeArgs, settle } = await import("./helpers");

async function statementsFor(run: () => Promise<unknown>) {
  const before = executedStatements();
  const response = await settle(run);
  return { response, statements: executedStatements() - before };
}

describe("queries per signed-in request", () => {
  test("GET /api/user reads the user and tenant in two statements", async () => {
    const { cookie, user } = await createSignedInUser();
    const { response, statements } = await statementsFor(() =>
      apiUserLoader(routeArgs(getRequest("/api/user", cookie))),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: user.id, email: user.email });
    expect(statements).toBe(2);
  });

  test("the signed-in layout adds only the notifications count to the user lookup", async () => {
    const { cookie } = await createSignedInUser();
    const { response, statements } = await statementsFor(() =>
      layoutLoader(routeArgs(getRequest("/dashboard", cookie))),
    );
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.subscription).toMatchObject({ status: "trial", blockedReason: null });
    expect(data.subscription.trialDaysLeft).toBeGreaterThan(0);
    expect(statements).toBe(3);
  });

  test("an expired session signs nobody in, still in two statements", async () => {
    const { cookie, user } = await createSignedInUser();
    const { db } = await import("~/db.server");
    await db.session.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const { response, statements } = await statementsFor(() =>
      apiUserLoader(routeArgs(getRequest("/api/user", cookie))),
    );
    expect(response.status).toBe(401);
    expect(statements).toBeLessThanOrEqual(2);
  });
});
