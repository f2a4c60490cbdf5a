// The stash's cookie: the stash id alone, signed, for 30 minutes. Set when a save meets an ended
// session (one whose row, or its tombstone when ended elsewhere, still exists); read by the sign-in page (its message) and its sign-in
// (the replay).
import { type AppLoadContext, createCookie } from "@remix-run/node";

import {
  FORM_STASH_MINUTES,
  hasFormStash,
  sessionRowExists,
  stashableFields,
  stashForm,
} from "~/models/form-stash.server";
import { getEnv } from "~/services/env.server";
import { consumeSignedOutSave } from "~/services/rate-limit.server";

import { clientOf } from "./client-address.server";
import { edgeRulesAt } from "./edge-rules.server";
import { sessionStorage } from "./session.server";

export const SESSION_ENDED_MESSAGE = "Your session ended; sign in and we will save what you typed.";

function stashCookie() {
  const env = getEnv();
  return createCookie("amm_form_stash", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.NODE_ENV === "production",
    secrets: [env.SESSION_SECRET],
    maxAge: FORM_STASH_MINUTES * 60,
  });
}

/**
 * The Set-Cookie value keeping this post's fields for the user the session cookie names, or null
 * when nothing is kept: not a save of a page whose route keeps its typing (`handle.edge.stash`,
 * from the request context's route table), no session row or tombstone of that id and user (a
 * sign-out deleted it, or the cookie never named a session), or this client kept SIGNED_OUT_SAVES_PER_CLIENT saves in the last minute.
 */
export async function stashPost(request: Request, context: AppLoadContext): Promise<string | null> {
  if (request.method !== "POST" || !context.routes) return null;
  const url = new URL(request.url);
  if (!edgeRulesAt(context.routes, url.pathname).rules.stash) return null;
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  const sessionId: unknown = session.get("sessionId");
  const userId: unknown = session.get("userId");
  if (typeof sessionId !== "string" || typeof userId !== "string") return null;
  const owner = { sessionId, userId };
  const path = `${url.pathname}${url.search}`;
  const formData = await request
    .clone()
    .formData()
    .catch(() => null);
  // Only what would be kept counts against the client's limit.
  if (!formData || !stashableFields(formData)) return null;
  if (!(await sessionRowExists(owner))) return null;
  if (!(await consumeSignedOutSave(clientOf(context)))) return null;
  const id = await stashForm(owner, path, formData);
  return id ? stashCookie().serialize(id) : null;
}

/** The stash id the browser holds, if any. */
export async function stashIdOf(request: Request): Promise<string | null> {
  const id: unknown = await stashCookie().parse(request.headers.get("Cookie"));
  return typeof id === "string" && id ? id : null;
}

/** Whether the sign-in page should say the session ended and the typing is kept. */
export async function sessionEndedWithStash(request: Request): Promise<boolean> {
  const id = await stashIdOf(request);
  return id ? hasFormStash(id) : false;
}

/** Clears the cookie once the stash is used. */
export function clearStashCookie(): Promise<string> {
  return stashCookie().serialize("", { maxAge: 0 });
}
