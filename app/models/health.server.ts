// The database check behind /healthz: a load balancer asks it often, so it stays one round trip.
import { db } from "~/db.server";

/** Resolves once the database answers a trivial query; rejects (for the caller to log) if not. */
export async function pingDatabase(): Promise<void> {
  await db.$queryRawUnsafe("SELECT 1");
}
