// Limits on sign-in and registration, per client IP and per email. Counters live in the
// database (RateLimiterFlexible table) so that every app server shares them.
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { db } from "~/db.server";
import { apiError } from "./api.server";
import { getEnv } from "./env.server";

const MINUTE_SECONDS = 60;

type Limit = { points: number; durationSeconds: number };

/** Attempts per window before a 429; multiplied by RATE_LIMIT_MULTIPLIER (relaxed in tests). */
export const LOGIN_LIMIT_PER_IP: Limit = { points: 50, durationSeconds: 15 * MINUTE_SECONDS };
export const LOGIN_LIMIT_PER_EMAIL: Limit = { points: 10, durationSeconds: 15 * MINUTE_SECONDS };
export const REGISTER_LIMIT_PER_IP: Limit = { points: 10, durationSeconds: 60 * MINUTE_SECONDS };
export const REGISTER_LIMIT_PER_EMAIL: Limit = { points: 5, durationSeconds: 60 * MINUTE_SECONDS };

type Action = "login" | "register";

export class RateLimitedError extends Error {
  constructor(
    readonly action: Action,
    readonly retryAfterSeconds: number,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / MINUTE_SECONDS));
    const what = action === "login" ? "sign-in attempts" : "sign-up attempts";
    super(
      `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
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

/**
 * The client address as the reverse proxy reports it. remix-serve does not expose the socket
 * address, so without a proxy every client shares one "unknown" bucket and the per-email
 * limit is what protects an account.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("X-Real-IP")?.trim() || "unknown";
}

function normalizeEmail(email: string | null | undefined): string | null {
  const value = email?.trim().toLowerCase();
  return value ? value : null;
}

async function consume(action: Action, request: Request, email: string | null | undefined) {
  const [perIp, perEmail] =
    action === "login"
      ? [LOGIN_LIMIT_PER_IP, LOGIN_LIMIT_PER_EMAIL]
      : [REGISTER_LIMIT_PER_IP, REGISTER_LIMIT_PER_EMAIL];
  const checks = [limiter(`${action}-ip`, perIp).consume(clientIp(request))];
  const key = normalizeEmail(email);
  if (key) checks.push(limiter(`${action}-email`, perEmail).consume(key));
  const results = await Promise.allSettled(checks);
  let retryAfterMs = 0;
  for (const result of results) {
    if (result.status === "fulfilled") continue;
    // A store failure is a real error, not a limit: let it surface.
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    retryAfterMs = Math.max(retryAfterMs, result.reason.msBeforeNext);
  }
  if (retryAfterMs > 0 || results.some((r) => r.status === "rejected")) {
    throw new RateLimitedError(action, Math.ceil(retryAfterMs / 1000));
  }
}

/** Counts a sign-in attempt (password or demo); throws RateLimitedError past the limit. */
export function consumeLoginAttempt(request: Request, email?: string | null): Promise<void> {
  return consume("login", request, email);
}

/** Counts a registration attempt; throws RateLimitedError past the limit. */
export function consumeRegisterAttempt(request: Request, email?: string | null): Promise<void> {
  return consume("register", request, email);
}

/** A successful sign-in forgives the earlier typos for that email (not for the IP). */
export async function resetLoginAttempts(email: string): Promise<void> {
  const key = normalizeEmail(email);
  if (key) await limiter("login-email", LOGIN_LIMIT_PER_EMAIL).delete(key);
}

/** The /api answer for a limited request: 429 with Retry-After. */
export function rateLimitedResponse(error: RateLimitedError): Response {
  const response = apiError(429, error.message);
  response.headers.set("Retry-After", String(Math.max(1, error.retryAfterSeconds)));
  return response;
}
