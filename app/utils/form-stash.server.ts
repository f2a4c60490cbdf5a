// The stash's cookie: the stash id alone, signed, for 30 minutes. Set when a save meets an ended
// session; read by the sign-in page (its message) and its sign-in (the replay).
import { createCookie } from "@remix-run/node";

import { FORM_STASH_MINUTES, hasFormStash, stashForm } from "~/models/form-stash.server";
import { getEnv } from "~/services/env.server";

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

/** The Set-Cookie value keeping this post's fields for `userId`, or null when nothing is kept. */
export async function stashPost(request: Request, userId: string): Promise<string | null> {
  if (request.method !== "POST") return null;
  const url = new URL(request.url);
  const formData = await request
    .clone()
    .formData()
    .catch(() => null);
  if (!formData) return null;
  const id = await stashForm(userId, `${url.pathname}${url.search}`, formData);
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
