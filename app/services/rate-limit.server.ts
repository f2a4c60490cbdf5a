// Limits on sign-in, registration and demo sandboxes, keyed on the real client (see
// clientKey) so that no bucket is shared by unrelated clients. Counters live in the database
// (RateLimiterFlexible table), so every app server and every worker process shares them.
// The policy is written down in docs/decisions/015-server-entry-and-limits.md.
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";

import { db } from "~/services/db.server";

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
 * Wrong passwords and wrong second-factor codes for one account from all clients together:
 * past this ceiling every attempt on the account is refused (429), whatever the address, so the
 * number of guesses per account is bounded. The owner still gets in with an emailed reset link
 * (a reset clears the count) and is told by email when the ceiling is reached.
 */
export const LOGIN_FAILURES_PER_ACCOUNT: Limit = {
  points: 20,
  durationSeconds: 15 * MINUTE_SECONDS,
};
/** Wrong codes for one pending two-step sign-in: then the password is needed again. */
export const CODE_FAILURES_PER_PENDING_LOGIN = 10;

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
/**
 * Per account the window is 15 minutes: a flood of requests for one address cannot keep its owner
 * from a link for longer (and the last link sent stays live for its hour meanwhile).
 */
export const ACCOUNT_EMAILS_PER_ACCOUNT: Limit = {
  points: 5,
  durationSeconds: 15 * MINUTE_SECONDS,
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

/** Counts one point and returns the points used; being over the limit already is not an error. */
async function count(store: RateLimiterPrisma, key: string): Promise<number> {
  try {
    return (await store.consume(key)).consumedPoints;
  } catch (error) {
    // A store failure is a real error, not a limit: let it surface.
    if (!(error instanceof RateLimiterRes)) throw error;
    return error.consumedPoints;
  }
}

/**
 * Before checking a password or a code: 429 (RateLimitedError) when this client failed too often,
 * in all or for this account, or when the account as a whole reached its ceiling.
 */
export async function checkLoginAllowed(client: string, email: string): Promise<void> {
  const account = normalizeEmail(email);
  const [clientMs, accountClientMs, accountMs] = await Promise.all([
    blockedForMs(perClient(), client),
    blockedForMs(perAccountClient(), `${account}|${client}`),
    blockedForMs(perAccount(), account),
  ]);
  const refusedMs = Math.max(clientMs, accountClientMs, accountMs);
  if (refusedMs > 0) throw new RateLimitedError("login", Math.ceil(refusedMs / 1000));
}

/**
 * After a wrong password or code: counts against the client, the account from that client, and
 * the account. Returns the account's failures in its window: exactly the ceiling means this one
 * reached it (the caller tells the owner, once per window).
 */
export async function recordLoginFailure(client: string, email: string): Promise<number> {
  const account = normalizeEmail(email);
  const [, , accountFailures] = await Promise.all([
    count(perClient(), client),
    count(perAccountClient(), `${account}|${client}`),
    count(perAccount(), account),
  ]);
  return accountFailures;
}

/** The account's ceiling as configured (the multiplier applied): the failure count that reaches it. */
export function accountFailureCeiling(): number {
  return perAccount().points;
}

/** A reset link proved the owner: the account's failure counts start again. */
export async function clearAccountFailures(email: string): Promise<void> {
  const account = normalizeEmail(email);
  await perAccount().delete(account);
}

const pendingCodes = () =>
  limiter("pending-login-codes", {
    points: CODE_FAILURES_PER_PENDING_LOGIN,
    durationSeconds: 15 * MINUTE_SECONDS,
  });

/**
 * Counts one wrong code for one pending two-step sign-in (its key names the user and the time
 * the password was checked); true while the pending sign-in may still try.
 */
export async function recordPendingCodeFailure(pendingKey: string): Promise<boolean> {
  return (await count(pendingCodes(), pendingKey)) < CODE_FAILURES_PER_PENDING_LOGIN;
}

/** Whether a pending sign-in had its 10 wrong codes (a kept copy of its cookie gets no more). */
export async function isPendingLoginSpent(pendingKey: string): Promise<boolean> {
  return (await blockedForMs(pendingCodes(), pendingKey)) > 0;
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

/** Passkey sign-in challenges one client may ask for (each is a row for 5 minutes). */
export const PASSKEY_CHALLENGES_PER_CLIENT: Limit = { points: 30, durationSeconds: MINUTE_SECONDS };

/** Counts one passkey sign-in challenge for this client; throws RateLimitedError past the limit. */
export function consumePasskeyChallenge(client: string): Promise<void> {
  return consumeOrThrow(
    "login",
    limiter("passkey-challenge-client", PASSKEY_CHALLENGES_PER_CLIENT),
    client,
  );
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
