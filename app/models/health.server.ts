// The database check behind /healthz: a load balancer asks it often, so it stays one round trip,
// and at most one per second per process (answers within the second share the last check).
import { db } from "~/services/db.server";

/** Resolves once the database answers a trivial query; rejects (for the caller to log) if not. */
export async function pingDatabase(): Promise<void> {
  await db.$queryRawUnsafe("SELECT 1");
}

export const HEALTH_CHECK_TTL_MS = 1_000;

let last: { at: number; healthy: Promise<boolean> } | null = null;

/**
 * Whether the database answered a `SELECT 1` started less than HEALTH_CHECK_TTL_MS ago (or the
 * one in flight). A failure is logged once per check and reported as false.
 */
export function databaseHealthy(now = Date.now()): Promise<boolean> {
  if (!last || now - last.at >= HEALTH_CHECK_TTL_MS) {
    last = {
      at: now,
      healthy: pingDatabase().then(
        () => true,
        (error: unknown) => {
          console.error("healthz: database unreachable", error);
          return false;
        },
      ),
    };
  }
  return last.healthy;
}

/** The /healthz answer (docs/api-contract.md): 200 {"status":"ok"} or 503 {"status":"error"}. */
export async function healthAnswer(): Promise<{ status: number; body: string }> {
  return (await databaseHealthy())
    ? { status: 200, body: '{"status":"ok"}' }
    : { status: 503, body: '{"status":"error"}' };
}
