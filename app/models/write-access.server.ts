// The trial/suspension write gate, enforced once, here in the model layer: every model function
// that changes a company's marketing data (apps, answers, modules, checklist, numbers, listing,
// drafts, calendar feeds) calls `assertCanWrite(tenantId)` before writing, so no page or API
// action can forget it. A refused write throws `WriteBlockedError`; the route layer turns it
// into its one answer (pages: app/utils/form.server.ts `dispatchIntent`; the API: a JSON 403
// from app/utils/api.server.ts `apiAction`). Reading and exporting never pass through here.
// Personal settings (profile, preferences), support messages, billing, the team and share links
// stay open after a trial ends: they are how a customer fixes, asks or pays (docs/decisions/025-one-way-per-action.md).
import { getTenantSubscription } from "./subscription.server";

export class WriteBlockedError extends Error {
  readonly status = 403;
  constructor(message: string) {
    super(message);
    this.name = "WriteBlockedError";
  }
}

/** Throws WriteBlockedError when the company's trial has ended or its subscription is not active. */
export async function assertCanWrite(tenantId: string, now = new Date()): Promise<void> {
  const { blockedReason } = await getTenantSubscription(tenantId, now);
  if (blockedReason) throw new WriteBlockedError(blockedReason);
}

export function isWriteBlocked(error: unknown): error is WriteBlockedError {
  return error instanceof WriteBlockedError;
}
