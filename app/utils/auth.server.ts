// One module for who is signed in: sessions, requireUser / requireAdmin, sign-in and sign-out.
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import { DAY_MS } from "~/lib/dates";
import { safeRedirect } from "~/lib/redirect";
import { isOwner, OWNER_ONLY_MESSAGE } from "~/lib/team";
import { isDemoTemplateUser, openDemoSandbox } from "~/models/demo.server";
import { createSession, deleteSession, getSessionUser } from "~/models/session.server";
import { isTwoFactorEnabled, spendSecondFactor } from "~/models/two-factor.server";
import { loginSchema, type PublicUser, verifyLogin } from "~/models/user.server";
import { getEnv } from "~/services/env.server";
import {
  checkLoginAllowed,
  consumeDemoAttempt,
  recordLoginFailure,
  recordLoginSuccess,
} from "~/services/rate-limit.server";

import { apiJson } from "./api.server";
import { assertSameOrigin } from "./csrf.server";
import { stashPost } from "./form-stash.server";
import { invariantResponse } from "./http";
import { redirectWithSuccessToast, type ToastInput } from "./toast.server";
import { startPendingLogin, TWO_STEP_PATH } from "./two-step.server";

export type { PublicUser } from "~/models/user.server";

// The client a sign-in form was posted from, so the session it starts records its address.
const clientByRequest = new WeakMap<Request, string>();

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

/**
 * Set by the server entry (scripts/server-app.mjs) on every request it hands to Remix, to a fresh
 * random id. Remix gives each loader its own copy of the Request (a new object, same headers), so
 * the id is what tells the layout's loader and the page's loader they serve the same request.
 */
export const REQUEST_ID_HEADER = "x-amm-request-id";

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
    pending = readSessionId(request).then((id) => (id ? getSessionUser(id) : null));
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

async function loginRedirect(request: Request): Promise<never> {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  const params = new URLSearchParams({ redirectTo });
  // A save whose session ended: its fields wait for the same user's sign-in (form-stash.server).
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  const userId = session.get("userId");
  const stash = typeof userId === "string" ? await stashPost(request, userId) : null;
  throw redirect(`/auth?${params}`, stash ? { headers: { "Set-Cookie": stash } } : undefined);
}

/**
 * Pages: a visitor goes to /auth?redirectTo=...; the page comes back after sign-in.
 * A mutation (any method but GET/HEAD/OPTIONS) from another origin is refused with a 403.
 */
export async function requireUser(request: Request): Promise<PublicUser> {
  assertSameOrigin(request, "page");
  const user = await getOptionalUser(request);
  if (!user) return loginRedirect(request);
  return user;
}

/** Pages: a signed-in non-admin goes to /dashboard (docs/product/spec-facts.md §5). */
export async function requireAdmin(request: Request): Promise<PublicUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw redirect("/dashboard");
  return user;
}

/** API: 401 without a session, 403 for a cross-origin mutation (JSON contract in docs/architecture.md). */
export async function requireApiUser(request: Request): Promise<PublicUser> {
  assertSameOrigin(request, "json");
  const user = await getOptionalUser(request);
  if (!user) throw Response.json({ message: "You are not signed in." }, { status: 401 });
  return user;
}

/** API: 403 for a signed-in non-admin. */
export async function requireApiAdmin(request: Request): Promise<PublicUser> {
  const user = await requireApiUser(request);
  if (user.role !== "admin")
    throw Response.json({ message: "Only administrators can do this." }, { status: 403 });
  return user;
}

/** Pages: a member (not an owner) of the company gets a 403 page, e.g. on /billing. */
export async function requireOwner(request: Request): Promise<PublicUser> {
  const user = await requireUser(request);
  invariantResponse(isOwner(user), OWNER_ONLY_MESSAGE, { status: 403 });
  return user;
}

/** API: 403 for a member (not an owner) of the company. */
export async function requireApiOwner(request: Request): Promise<PublicUser> {
  const user = await requireApiUser(request);
  if (!isOwner(user)) throw Response.json({ message: OWNER_ONLY_MESSAGE }, { status: 403 });
  return user;
}

/** Starts a database session for the user and returns the Set-Cookie header value. */
export async function commitUserSession(
  request: Request,
  userId: string,
  ip: string | null = clientByRequest.get(request) ?? null,
): Promise<string> {
  const store = sessionStorage();
  const userAgent = request.headers.get("User-Agent");
  const record = await createSession(userId, { userAgent, ip });
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
  status = 200,
  ip?: string,
): Promise<Response> {
  const response = apiJson(body, status);
  response.headers.append("Set-Cookie", await commitUserSession(request, userId, ip));
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

export function afterLoginPath(user: PublicUser, requested: FormDataEntryValue | null): string {
  return safeRedirect(requested, safeRedirect(user.defaultPage));
}

// Sign-in ---------------------------------------------------------------------------------

/** One message whether the email exists or not, so that sign-in never reveals an account. */
export const LOGIN_FAILED_MESSAGE =
  "The email or password is incorrect. Check them and try again, or start a free trial.";

export class InvalidCredentialsError extends Error {
  constructor() {
    super(LOGIN_FAILED_MESSAGE);
    this.name = "InvalidCredentialsError";
  }
}

/**
 * The one sign-in check behind the form and /api/login, for one client (its real address):
 * refuses a client that failed too often (RateLimitedError), verifies the password
 * (InvalidCredentialsError), and counts a failure against the client and the account. The demo
 * template's own credentials open a private demo sandbox, as the demo button does.
 */
export async function verifyCredentials(
  client: string,
  credentials: { email: string; password: string },
): Promise<PublicUser> {
  await checkLoginAllowed(client, credentials.email);
  const user = await verifyLogin(credentials.email, credentials.password);
  if (!user) {
    await recordLoginFailure(client, credentials.email);
    throw new InvalidCredentialsError();
  }
  // With two-step on, the earlier typos are forgiven only after the second step.
  if (await isTwoFactorEnabled(user.id)) return user;
  await recordLoginSuccess(client, credentials.email);
  if (await isDemoTemplateUser(user)) return startDemo(client);
  return user;
}

export const WRONG_CODE_MESSAGE =
  "That code is not right, or it was already used. Enter the current 6-digit code from your authenticator app or an unused recovery code.";
export { TWO_FACTOR_REQUIRED_MESSAGE } from "~/lib/two-step";

export class WrongSecondFactorError extends Error {
  constructor() {
    super(WRONG_CODE_MESSAGE);
    this.name = "WrongSecondFactorError";
  }
}

/**
 * The second step for a user whose password was verified: the code is used up, and a wrong one
 * counts against the same sign-in limits as a wrong password (RateLimitedError past them).
 */
export async function verifySecondStep(
  client: string,
  user: { id: string; email: string },
  code: string,
): Promise<void> {
  await checkLoginAllowed(client, user.email);
  if (!(await spendSecondFactor(user.id, code))) {
    await recordLoginFailure(client, user.email);
    throw new WrongSecondFactorError();
  }
  await recordLoginSuccess(client, user.email);
}

/**
 * TRY LIVE DEMO: a new private sandbox for this client, within the per-client limit
 * (RateLimitedError) and the cap on live sandboxes (DemoUnavailableError).
 */
export async function startDemo(client: string): Promise<PublicUser> {
  await consumeDemoAttempt(client);
  return openDemoSandbox();
}

export const PASSWORD_STRATEGY = "password";

/**
 * Signs in from the posted sign-in form: remix-auth with the form strategy (email + password).
 * The strategy is made per request because its callback needs this request's client.
 */
export function authenticateForm(request: Request, client: string): Promise<PublicUser> {
  clientByRequest.set(request, client);
  const authenticator = new Authenticator<PublicUser>().use(
    new FormStrategy<PublicUser>(async ({ form }) => {
      const parsed = loginSchema.safeParse({
        email: form.get("email"),
        password: form.get("password"),
      });
      if (!parsed.success) throw new InvalidCredentialsError();
      return verifyCredentials(client, parsed.data);
    }),
    PASSWORD_STRATEGY,
  );
  return authenticator.authenticate(PASSWORD_STRATEGY, request);
}

// Toasts of docs/product/spec-facts.md §8 (the registration wording is ours).
export const LOGIN_SUCCESS_TOAST: ToastInput = {
  title: "Welcome back!",
  description: "You have successfully signed in.",
};
export const LOGOUT_SUCCESS_TOAST: ToastInput = {
  title: "Logged out",
  description: "You have been successfully logged out.",
};
export const REGISTER_SUCCESS_TOAST: ToastInput = {
  title: "Your free trial has started!",
  description: "Welcome aboard. Add your first app to start its marketing plan.",
};
export const LOGIN_FAILED_TITLE = "Login failed";
export const LOGOUT_FAILED_TITLE = "Logout failed";

/** Starts the session and redirects with a toast: the end of every successful sign-in. */
export async function redirectSignedIn(
  request: Request,
  user: PublicUser,
  to: string,
  toast: ToastInput,
): Promise<Response> {
  if (await isTwoFactorEnabled(user.id)) {
    const ip = clientByRequest.get(request) ?? null;
    const pending = await startPendingLogin({ userId: user.id, redirectTo: to, ip });
    return redirect(TWO_STEP_PATH, { headers: { "Set-Cookie": pending } });
  }
  const cookie = await commitUserSession(request, user.id);
  return redirectWithSuccessToast(to, toast, { headers: { "Set-Cookie": cookie } });
}
