// Limits on sign-in, registration and demo sandboxes, keyed on the real client (see
// clientKey) so that no bucket is shared by unrelated clients. Counters live in the database
// (RateLimiterFlexible table), so every app server and every worker process shares them.
// The policy is written down in docs/decisions/015-server-entry-and-limits.md.
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";

import { db } from "~/db.server";

import { getEnv } from "./env.server";

const MINUTE_SECONDS = 60;

type Limit = { points: number; durationSeconds: number };

/** Failed sign-ins from one client, whatever the accounts: then that client gets 429. */
export const LOGIN_FAILURES_PER_CLIENT: Limit = {
  points: 50,
  durationSeconds: 15 * MINUTE_SECONDS,
};
/** Failed sign-ins for one account from one client: then that client gets 429 for that account. */
export const LOGIN_FAILURES_PER_ACCOUNT_CLIENT: Limit = {
  points: 10,
  durationSeconds: 15 * MINUTE_SECONDS,
};
/**
 * Failed sign-ins for one account from all clients together: past this ceiling every attempt on
 * the account waits ACCOUNT_SLOWDOWN_MS before its answer, but nobody is refused, so the owner
 * still gets in from a client that has not failed.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: Limit = {
  points: 100,
  durationSeconds: 15 * MINUTE_SECONDS,
};
export const ACCOUNT_SLOWDOWN_MS = 1_000;
/** Registrations (valid forms) from one client. */
export const REGISTER_LIMIT_PER_CLIENT: Limit = {
  points: 10,
  durationSeconds: 60 * MINUTE_SECONDS,
};
/** Demo sandboxes opened from one client. */
export const DEMO_LIMIT_PER_CLIENT: Limit = { points: 10, durationSeconds: 60 * MINUTE_SECONDS };

/**
 * Posts kept as saved work for a signed-out browser (an ended session's wizard save), from one
 * client: past this the post is answered as usual but nothing more is kept.
 */
export const SIGNED_OUT_SAVES_PER_CLIENT: Limit = { points: 10, durationSeconds: MINUTE_SECONDS };

/** Password-reset and confirmation emails asked from one client, and for one account. */
export const ACCOUNT_EMAILS_PER_CLIENT: Limit = { points: 5, durationSeconds: 60 * MINUTE_SECONDS };
export const ACCOUNT_EMAILS_PER_ACCOUNT: Limit = {
  points: 5,
  durationSeconds: 60 * MINUTE_SECONDS,
};

type Action = "login" | "register" | "demo";

const WHAT: Record<Action, string> = {
  login: "sign-in attempts",
  register: "sign-up attempts",
  demo: "demo accounts opened from your network",
};

export class RateLimitedError extends Error {
  constructor(
    readonly action: Action,
    readonly retryAfterSeconds: number,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / MINUTE_SECONDS));
    super(
      `Too many ${WHAT[action]}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    );
    this.name = "RateLimitedError";
  }
}

const limiters = new Map<string, RateLimiterPrisma>();

function limiter(name: string, limit: Limit): RateLimiterPrisma {
  let found = limiters.get(name);
  if (!found) {
    found = new RateLimiterPrisma({
      storeClient: db,
      keyPrefix: name,
      points: Math.max(1, Math.round(limit.points * getEnv().RATE_LIMIT_MULTIPLIER)),
      duration: limit.durationSeconds,
    });
    limiters.set(name, found);
  }
  return found;
}

const perClient = () => limiter("login-client", LOGIN_FAILURES_PER_CLIENT);
const perAccountClient = () => limiter("login-account-client", LOGIN_FAILURES_PER_ACCOUNT_CLIENT);
const perAccount = () => limiter("login-account", LOGIN_FAILURES_PER_ACCOUNT);

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Milliseconds until the key is allowed again, or 0 when it is under its limit. */
async function blockedForMs(store: RateLimiterPrisma, key: string): Promise<number> {
  const state = await store.get(key);
  if (!state || state.consumedPoints < store.points) return 0;
  return Math.max(1000, state.msBeforeNext);
}

/** Counts one point; being over the limit already is not an error here. */
async function count(store: RateLimiterPrisma, key: string): Promise<void> {
  try {
    await store.consume(key);
  } catch (error) {
    // A store failure is a real error, not a limit: let it surface.
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Before checking a password: 429 (RateLimitedError) when this client failed too often, in all or
 * for this account; a short wait when the account as a whole is under attack.
 */
export async function checkLoginAllowed(client: string, email: string): Promise<void> {
  const account = normalizeEmail(email);
  const [clientMs, accountClientMs, accountMs] = await Promise.all([
    blockedForMs(perClient(), client),
    blockedForMs(perAccountClient(), `${account}|${client}`),
    blockedForMs(perAccount(), account),
  ]);
  const refusedMs = Math.max(clientMs, accountClientMs);
  if (refusedMs > 0) throw new RateLimitedError("login", Math.ceil(refusedMs / 1000));
  if (accountMs > 0) await sleep(ACCOUNT_SLOWDOWN_MS);
}

/** After a wrong password: counts against the client, the account from that client, the account. */
export async function recordLoginFailure(client: string, email: string): Promise<void> {
  const account = normalizeEmail(email);
  await Promise.all([
    count(perClient(), client),
    count(perAccountClient(), `${account}|${client}`),
    count(perAccount(), account),
  ]);
}

/** A successful sign-in forgives this client's earlier typos for that account. */
export async function recordLoginSuccess(client: string, email: string): Promise<void> {
  await perAccountClient().delete(`${normalizeEmail(email)}|${client}`);
}

async function consumeOrThrow(action: Action, store: RateLimiterPrisma, key: string) {
  try {
    await store.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new RateLimitedError(action, Math.ceil(Math.max(1000, error.msBeforeNext) / 1000));
  }
}

/** Counts a registration from this client; throws RateLimitedError past the limit. */
export function consumeRegisterAttempt(client: string): Promise<void> {
  return consumeOrThrow("register", limiter("register-client", REGISTER_LIMIT_PER_CLIENT), client);
}

/** Counts a demo sandbox opened from this client; throws RateLimitedError past the limit. */
export function consumeDemoAttempt(client: string): Promise<void> {
  return consumeOrThrow("demo", limiter("demo-client", DEMO_LIMIT_PER_CLIENT), client);
}

/** Counts one signed-out save from this client; false past SIGNED_OUT_SAVES_PER_CLIENT. */
export async function consumeSignedOutSave(client: string): Promise<boolean> {
  try {
    await limiter("signed-out-save-client", SIGNED_OUT_SAVES_PER_CLIENT).consume(client);
    return true;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return false;
  }
}

/**
 * Counts one account email (a reset link, a confirmation) for this client and this account; false
 * past either limit. The caller answers the same neutral way and sends nothing.
 */
export async function consumeAccountEmail(client: string, account: string): Promise<boolean> {
  const results = await Promise.allSettled([
    limiter("account-mail-client", ACCOUNT_EMAILS_PER_CLIENT).consume(client),
    limiter("account-mail-account", ACCOUNT_EMAILS_PER_ACCOUNT).consume(normalizeEmail(account)),
  ]);
  for (const result of results) {
    if (result.status === "rejected" && !(result.reason instanceof RateLimiterRes))
      throw result.reason;
  }
  return results.every((result) => result.status === "fulfilled");
}

/**
 * The Retry-After header (whole seconds, at least 1) for a limited request; no header for a
 * refusal that names no wait (a model's TeamFailure other than its 429).
 */
export function retryAfterHeader(limited: { retryAfterSeconds?: number }): Record<string, string> {
  if (limited.retryAfterSeconds === undefined) return {};
  return { "Retry-After": String(Math.max(1, limited.retryAfterSeconds)) };
}
