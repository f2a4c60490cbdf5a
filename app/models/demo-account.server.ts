// Whether a user is a demo visitor (or the demo template), apart from the sandbox's making
// (./demo.server) so the signed-in layout's subscription module can ask it without a cycle.
import { db } from "~/services/db.server";

import { sessionDemoKind } from "./session.server";
import type { PublicUser } from "./user.server";

export type DemoKind = "template" | "sandbox";

export async function demoKindOf(tenantId: string): Promise<DemoKind | null> {
  const tenant = await db.tenant.findUnique({ where: { id: tenantId }, select: { demo: true } });
  const kind = tenant?.demo;
  return kind === "template" || kind === "sandbox" ? kind : null;
}

/**
 * The one guard for demo accounts: true for a visitor's sandbox (and the template). Features that
 * must not run in the demo (account changes, invitations, payment) check it on the server.
 */
export async function isDemoUser(user: Pick<PublicUser, "tenantId">): Promise<boolean> {
  // The session lookup already read the tenant's demo column: no second query for the layout.
  const read = sessionDemoKind(user);
  if (read !== undefined) return read === "template" || read === "sandbox";
  return (await demoKindOf(user.tenantId)) !== null;
}
