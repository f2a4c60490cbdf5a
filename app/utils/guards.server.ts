// Who may open a page or call an API: the guards every loader and action starts with.
import { type AppLoadContext, redirect } from "@remix-run/node";

import { DEMO_RESTRICTED_MESSAGE } from "~/lib/demo";
import { markSignedOut } from "~/lib/offline.mjs";
import { isOwner, OWNER_ONLY_MESSAGE } from "~/lib/team";
import { isDemoUser } from "~/models/demo.server";
import type { PublicUser } from "~/models/user.server";

import { apiError } from "./api.server";
import { assertSameOrigin } from "./csrf.server";
import { stashPost } from "./form-stash.server";
import { invariantResponse } from "./http";
import { currentSessionId, getOptionalUser } from "./session.server";

async function loginRedirect(request: Request, context?: AppLoadContext): Promise<never> {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  const params = new URLSearchParams({ redirectTo });
  // A save whose session ended: its fields wait for the same user's sign-in (form-stash.server),
  // counted against the client's limit, so only where the route passes its load context.
  const stash = context ? await stashPost(request, context) : null;
  const headers = new Headers();
  if (stash) headers.set("Set-Cookie", stash);
  // The cookie named a session that ended elsewhere (or an account deleted): the browser drops
  // that person's offline copies (public/sw.js) before anyone else uses it.
  if (await currentSessionId(request)) markSignedOut(headers);
  throw redirect(`/auth?${params}`, { headers });
}

/**
 * Pages: a visitor goes to /auth?redirectTo=...; the page comes back after sign-in.
 * A mutation (any method but GET/HEAD/OPTIONS) from another origin is refused with a 403.
 * With the load context, a wizard save whose session ended is kept for that user's sign-in.
 */
export async function requireUser(request: Request, context?: AppLoadContext): Promise<PublicUser> {
  assertSameOrigin(request, "page");
  const user = await getOptionalUser(request);
  if (!user) return loginRedirect(request, context);
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

/** A 403 with the reason when a demo user tries a restricted action (a page, or JSON for the API). */
export async function assertNotDemo(
  user: Pick<PublicUser, "tenantId">,
  format: "page" | "json" = "page",
): Promise<void> {
  if (!(await isDemoUser(user))) return;
  if (format === "json") throw apiError(403, DEMO_RESTRICTED_MESSAGE);
  invariantResponse(false, DEMO_RESTRICTED_MESSAGE, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * Signed in, and not a demo account: a page action that changes the account itself (its email,
 * password, sessions, second step, existence), which is not the demo visitor's to change.
 */
export async function requireAccountHolder(request: Request): Promise<PublicUser> {
  const user = await requireUser(request);
  await assertNotDemo(user);
  return user;
}
