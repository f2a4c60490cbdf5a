// The session cookie (a signed session id; the row can be revoked) and who is signed in, read
// once per request.
import { createCookieSessionStorage } from "@remix-run/node";

import { DAY_MS } from "~/lib/dates";
import { REQUEST_ID_HEADER } from "~/lib/request-id.mjs";
import { createSession, deleteSession, getSessionUser } from "~/models/session.server";
import type { PublicUser } from "~/models/user.server";
import { getEnv } from "~/services/env.server";
import { timeStep } from "~/services/timing.server";

import { apiJson } from "./api.server";

export type { PublicUser } from "~/models/user.server";

type SessionData = { sessionId: string; userId: string };
let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined;

/** The cookie holds only a signed session id; the row in the database can be revoked. */
export function sessionStorage() {
  if (!storage) {
    const env = getEnv();
    storage = createCookieSessionStorage<SessionData>({
      cookie: {
        name: "amm_session",
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

const SESSION_ID_KEY = "sessionId";

async function readSessionId(request: Request): Promise<string | null> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  const id = session.get(SESSION_ID_KEY);
  return typeof id === "string" ? id : null;
}

const userCache = new WeakMap<Request, Promise<PublicUser | null>>();
// The lookups of the last few GET requests by request id and cookie. A GET runs no action, so
// its loaders share one lookup; after an action, the loaders (new GET copies) look up afresh.
// The cookie is part of the key, so an id a client made up could only find its own session.
const userByRequestId = new Map<string, Promise<PublicUser | null>>();
const REMEMBERED_REQUESTS = 256;

function requestKey(request: Request): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const id = request.headers.get(REQUEST_ID_HEADER);
  return id ? `${id} ${request.headers.get("Cookie") ?? ""}` : null;
}

/** The signed-in user, or null. Read once per request. */
export function getOptionalUser(request: Request): Promise<PublicUser | null> {
  let pending = userCache.get(request);
  if (pending) return pending;
  const key = requestKey(request);
  pending = key ? userByRequestId.get(key) : undefined;
  if (!pending) {
    pending = timeStep("auth", () =>
      readSessionId(request).then((id) => (id ? getSessionUser(id) : null)),
    );
    if (key) {
      userByRequestId.set(key, pending);
      // Bounded: the oldest entry goes (its request is long answered).
      if (userByRequestId.size > REMEMBERED_REQUESTS) {
        userByRequestId.delete(userByRequestId.keys().next().value as string);
      }
    }
  }
  userCache.set(request, pending);
  return pending;
}

/**
 * Starts a database session for the user and returns the Set-Cookie header value. Every sign-in
 * but the demo's follows a typed password: `passwordVerifiedAt` is when (the second step passes
 * the time the password was checked), and a sensitive change within 10 minutes of it needs no
 * "Confirm it's you" step.
 */
export async function commitUserSession(
  request: Request,
  userId: string,
  ip: string | null = null,
  passwordVerifiedAt: Date | null = new Date(),
): Promise<string> {
  const store = sessionStorage();
  const userAgent = request.headers.get("User-Agent");
  const record = await createSession(userId, { userAgent, ip, passwordVerifiedAt });
  const session = await store.getSession(request.headers.get("Cookie"));
  session.set(SESSION_ID_KEY, record.id);
  session.set("userId", userId);
  // The cookie outlives the row by a day: an ended session still names its user for the stash.
  return store.commitSession(session, { expires: new Date(record.expiresAt.getTime() + DAY_MS) });
}

/** An API answer that signs the user in: the JSON body with the new session's cookie. */
export async function apiJsonSignedIn(
  request: Request,
  userId: string,
  body: unknown,
  status: number,
  ip: string,
  passwordVerifiedAt: Date | null = new Date(),
): Promise<Response> {
  const response = apiJson(body, status);
  response.headers.append(
    "Set-Cookie",
    await commitUserSession(request, userId, ip, passwordVerifiedAt),
  );
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
