// The session cookie (a signed session id; the row can be revoked) and who is signed in, read
// once per request.
import {
  type AppLoadContext,
  type Cookie,
  createCookie,
  createCookieSessionStorage,
} from "@remix-run/node";

import { DAY_MS } from "~/lib/dates";
import { noteSignInBrowser } from "~/models/known-browser.server";
import {
  isNewAccountSignIn,
  readSecurityStamp,
  SIGN_IN_STAMP,
  StaleSignInError,
  type StampedUser,
  withSignInStamp,
} from "~/models/security-stamp.server";
import { createSession, deleteSession, getSessionUser } from "~/models/session.server";
import type { PublicUser } from "~/models/user.server";
import { getEnv } from "~/services/env.server";
import { currentRequestContext } from "~/services/request-context.server";
import { timeStep } from "~/services/timing.server";

import { apiError, apiJson } from "./api.server";
import { HTTPS_REQUIRED_MESSAGE, httpsRequired } from "./client-address.server";
import { menuAppWanted } from "./menu-app.server";
import { redirectWithErrorToast } from "./toast.server";

export type { PublicUser } from "~/models/user.server";

type SessionData = { sessionId: string; userId: string };

/** The session cookie's name. */
export const SESSION_COOKIE_NAME = "amm_session";
let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined;

/** The cookie holds only a signed session id; the row in the database can be revoked. */
export function sessionStorage() {
  if (!storage) {
    const env = getEnv();
    storage = createCookieSessionStorage<SessionData>({
      cookie: {
        name: SESSION_COOKIE_NAME,
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        // Secure is added by the server entry for HTTPS requests (withSecureCookies).
        secure: false,
        secrets: [env.SESSION_SECRET],
      },
    });
  }
  return storage;
}

/** The device cookie's name: a random token naming this browser (only its hash is stored). */
export const DEVICE_COOKIE_NAME = "amm_device";
/** The device cookie lives 400 days, the longest a browser keeps a cookie. */
const DEVICE_COOKIE_MAX_AGE_S = (400 * DAY_MS) / 1000;
let device: Cookie | undefined;

/** The device cookie, set beside the session cookie by every sign-in (startUserSession). */
function deviceCookie(): Cookie {
  // Secure is added by the server entry for HTTPS requests (withSecureCookies).
  device ??= createCookie(DEVICE_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: false,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
  return device;
}

const SESSION_ID_KEY = "sessionId";

async function readSessionId(request: Request): Promise<string | null> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  const id = session.get(SESSION_ID_KEY);
  return typeof id === "string" ? id : null;
}

function lookUpUser(request: Request, context?: AppLoadContext): Promise<PublicUser | null> {
  return timeStep("auth", () =>
    readSessionId(request).then((id) =>
      id ? getSessionUser(id, context, menuAppWanted(request, context?.routes)) : null,
    ),
  );
}

/**
 * The signed-in user, or null: read once per request, kept in the request context (the one the
 * server entry opened, or the one a caller passes). Outside a request, each call looks it up.
 */
export function getOptionalUser(
  request: Request,
  context: AppLoadContext | undefined = currentRequestContext(),
): Promise<PublicUser | null> {
  if (!context) return lookUpUser(request);
  const lookups = (context.signedIn ??= {});
  const slot = request.method === "GET" || request.method === "HEAD" ? "read" : "write";
  return (lookups[slot] ??= lookUpUser(request, context));
}

/** A sign-in that raced a change of the password (or the email...): it starts no session. */
export const STALE_SIGN_IN_MESSAGE =
  "The password or sign-in settings of this account changed while you were signing in. Sign in again.";

/** The user a sign-in checked, with the security stamp read before the check. */
export type SignedInUser = StampedUser<{ id: string }>;

/**
 * Starts a database session for the user and returns the Set-Cookie header values: the session
 * cookie first, then the device cookie. Every way in (password page and API, second step,
 * passkey, a reset that signs in, an accepted invitation, registration, the demo) ends here, so
 * every one names its browser: a browser this account has not seen gets a notice to the owner
 * (noteSignInBrowser; none for the browser that created the account).
 *
 * Every sign-in but the demo's follows a typed password: `passwordVerifiedAt` is when (the second
 * step passes the time the password was checked), and a sensitive change within 10 minutes of it
 * needs no "Confirm it's you" step.
 *
 * The session carries the security stamp read before the credential was checked, and starts only
 * if it still holds (StaleSignInError otherwise). No session starts over plain HTTP under a
 * public name (the one refusal every way in also makes before it reads a credential).
 */
export async function startUserSession(
  request: Request,
  user: SignedInUser,
  ip: string | null = null,
  passwordVerifiedAt: Date | null = new Date(),
): Promise<string[]> {
  const session = await startSession(request, user, ip, passwordVerifiedAt);
  const cookies = deviceCookie();
  const { token } = await noteSignInBrowser({
    userId: user.id,
    presented: await cookies.parse(request.headers.get("Cookie")),
    userAgent: request.headers.get("User-Agent"),
    newAccount: isNewAccountSignIn(user),
  });
  return [session, await cookies.serialize(token)];
}

/** The session row and its cookie (startUserSession without the browser's record). */
async function startSession(
  request: Request,
  user: SignedInUser,
  ip: string | null,
  passwordVerifiedAt: Date | null,
): Promise<string> {
  const context = currentRequestContext();
  if (context && httpsRequired(request, context)) throw new InsecureSignInError();
  const store = sessionStorage();
  const userAgent = request.headers.get("User-Agent");
  const record = await createSession(user.id, user[SIGN_IN_STAMP], {
    userAgent,
    ip,
    passwordVerifiedAt,
  });
  const userId = user.id;
  const session = await store.getSession(request.headers.get("Cookie"));
  session.set(SESSION_ID_KEY, record.id);
  session.set("userId", userId);
  // The cookie outlives the row by a day: an ended session still names its user for the stash.
  return store.commitSession(session, { expires: new Date(record.expiresAt.getTime() + DAY_MS) });
}

/** Set-Cookie headers for a sign-in's cookies (startUserSession), and any others. */
export function signInHeaders(cookies: readonly string[]): Headers {
  return new Headers(cookies.map((cookie): [string, string] => ["Set-Cookie", cookie]));
}

/** The `name=value` pair of the session cookie among a sign-in's cookies (for a replayed post). */
export function sessionCookiePair(cookies: readonly string[]): string {
  return cookies[0].split(";")[0];
}

/** A sign-in over plain HTTP under a public name reached the session's start: none starts. */
export class InsecureSignInError extends Error {
  constructor() {
    super(HTTPS_REQUIRED_MESSAGE);
    this.name = "InsecureSignInError";
  }
}

/**
 * startUserSession for a page: a sign-in that raced a change goes back to the sign-in page with
 * a message (303), one over plain HTTP is a 403.
 */
export async function commitUserSession(
  request: Request,
  user: SignedInUser,
  ip: string | null = null,
  passwordVerifiedAt: Date | null = new Date(),
): Promise<string[]> {
  try {
    return await startUserSession(request, user, ip, passwordVerifiedAt);
  } catch (error) {
    if (error instanceof StaleSignInError) {
      throw await redirectWithErrorToast("/auth", {
        title: "Sign in again",
        description: STALE_SIGN_IN_MESSAGE,
      });
    }
    if (error instanceof InsecureSignInError) {
      throw new Response(HTTPS_REQUIRED_MESSAGE, {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    throw error;
  }
}

/**
 * An API answer that signs the user in: the JSON body with the new session's cookie; 401 when
 * the sign-in raced a change of the password, 403 over plain HTTP under a public name.
 */
export async function apiJsonSignedIn(
  request: Request,
  user: SignedInUser,
  body: unknown,
  status: number,
  ip: string,
  passwordVerifiedAt: Date | null = new Date(),
): Promise<Response> {
  let cookies: string[];
  try {
    cookies = await startUserSession(request, user, ip, passwordVerifiedAt);
  } catch (error) {
    if (error instanceof StaleSignInError) return apiError(401, STALE_SIGN_IN_MESSAGE);
    if (error instanceof InsecureSignInError) return apiError(403, HTTPS_REQUIRED_MESSAGE);
    throw error;
  }
  const response = apiJson(body, status);
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** Deletes the session row and returns the Set-Cookie header value that clears the cookie. */
export async function destroyUserSession(request: Request): Promise<string> {
  const store = sessionStorage();
  const session = await store.getSession(request.headers.get("Cookie"));
  const id = session.get(SESSION_ID_KEY);
  if (typeof id === "string") await deleteSession(id);
  return store.destroySession(session);
}

export async function currentSessionId(request: Request): Promise<string | null> {
  return readSessionId(request);
}

/**
 * A session for the user as the account stands now: the seed, the benchmark and the tests, which
 * check no credential and name no browser (no device cookie, no notice). Every sign-in uses
 * commitUserSession with the stamp read before its check.
 */
export async function commitSessionFor(
  request: Request,
  userId: string,
  ip: string | null = null,
  passwordVerifiedAt: Date | null = new Date(),
): Promise<string> {
  const stamp = await readSecurityStamp(userId);
  if (stamp === null) throw new Error(`No user ${userId}.`);
  return startSession(request, withSignInStamp({ id: userId }, stamp), ip, passwordVerifiedAt);
}
