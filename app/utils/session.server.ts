// The session cookie (a signed session id; the row can be revoked) and who is signed in, read
// once per request.
import { type AppLoadContext, createCookieSessionStorage } from "@remix-run/node";

import { DAY_MS } from "~/lib/dates";
import { createSession, deleteSession, getSessionUser } from "~/models/session.server";
import type { PublicUser } from "~/models/user.server";
import { getEnv } from "~/services/env.server";
import { currentRequestContext } from "~/services/request-context.server";
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

declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * The signed-in user, looked up once per request: `read` for the loaders of a GET (and the
     * document render), `write` for an action. The loaders that run after an action look up
     * afresh, since the action may have signed someone in or out.
     */
    signedIn?: { read?: Promise<PublicUser | null>; write?: Promise<PublicUser | null> };
  }
}

function lookUpUser(request: Request): Promise<PublicUser | null> {
  return timeStep("auth", () =>
    readSessionId(request).then((id) => (id ? getSessionUser(id) : null)),
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
  return (lookups[slot] ??= lookUpUser(request));
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
