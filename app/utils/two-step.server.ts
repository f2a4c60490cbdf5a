// The pending sign-in between the password and the second step: a short-lived signed cookie that
// says "password verified for user X at T". No session exists until the code is accepted.
import { createCookie } from "@remix-run/node";

import { safeRedirect } from "~/lib/redirect";
import { getEnv } from "~/services/env.server";

export const PENDING_LOGIN_TTL_SECONDS = 10 * 60;
export const TWO_STEP_PATH = "/auth/two-step";

/**
 * `at` is when the password was checked, `stamp` the user's security stamp read before that
 * check: the session the second step starts carries it, and starts only if it still holds.
 */
type PendingLogin = {
  userId: string;
  stamp: string;
  at: number;
  redirectTo: string;
  ip: string | null;
};

let cookie: ReturnType<typeof createCookie> | undefined;
function pendingCookie() {
  if (!cookie) {
    const env = getEnv();
    cookie = createCookie("amm_two_step", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env.NODE_ENV === "production",
      secrets: [env.SESSION_SECRET],
      maxAge: PENDING_LOGIN_TTL_SECONDS,
    });
  }
  return cookie;
}

/** The Set-Cookie value that starts the second step. */
export function startPendingLogin(input: Omit<PendingLogin, "at">): Promise<string> {
  return pendingCookie().serialize({ ...input, at: Date.now() } satisfies PendingLogin);
}

/** The pending sign-in of this browser, or null when there is none or it is too old. */
export async function readPendingLogin(
  request: Request,
  now = Date.now(),
): Promise<PendingLogin | null> {
  const value: unknown = await pendingCookie().parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const pending = value as Partial<PendingLogin>;
  if (
    typeof pending.userId !== "string" ||
    typeof pending.at !== "number" ||
    typeof pending.stamp !== "string"
  )
    return null;
  // The signature proves we wrote it; the time inside (not the browser's expiry) decides its age.
  if (now - pending.at > PENDING_LOGIN_TTL_SECONDS * 1000 || pending.at > now) return null;
  return {
    userId: pending.userId,
    stamp: pending.stamp,
    at: pending.at,
    redirectTo: safeRedirect(pending.redirectTo, "/dashboard"),
    ip: typeof pending.ip === "string" ? pending.ip : null,
  };
}

/** The Set-Cookie value that ends the pending sign-in. */
export function clearPendingLogin(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0 });
}
