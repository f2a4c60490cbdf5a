// After sign-in: the stashed save is posted again, as the signed-in user, to the same wizard
// action it was meant for; the user lands where that save would have taken them.
import type { ActionFunctionArgs } from "@remix-run/node";

import { takeFormStash } from "~/models/form-stash.server";
import { isTwoFactorEnabled } from "~/models/two-factor.server";

import { clearStashCookie, stashIdOf } from "./form-stash.server";
import { commitUserSession, type PublicUser } from "./session.server";
import { redirectWithErrorToast, redirectWithSuccessToast } from "./toast.server";

/** The actions a stash may be replayed to, by the first path segment; given by the route. */
export type StashActions = Record<string, (args: ActionFunctionArgs) => Promise<unknown> | unknown>;

export const STASH_SAVED = {
  title: "Signed in, and saved",
  description: "What you typed before your session ended is saved.",
};

/**
 * After the password: the stash is replayed only when two-step sign-in is off; with it on, the
 * stash waits for the code (the two-step page replays it with signInWithStash).
 */
export async function signInWithStashAfterPassword(
  request: Request,
  user: Pick<PublicUser, "id">,
  clientAddress: string,
  actions: StashActions,
) {
  if (await isTwoFactorEnabled(user.id)) return null;
  return signInWithStash(request, user, clientAddress, actions);
}

/** The sign-in's answer when this user has a stash: replay it, or null for a plain sign-in. */
export async function signInWithStash(
  request: Request,
  user: Pick<PublicUser, "id">,
  clientAddress: string,
  actions: StashActions,
  passwordVerifiedAt: Date | null = new Date(),
) {
  const id = await stashIdOf(request);
  const stash = id ? await takeFormStash(id, user.id) : null;
  if (!stash) return null;
  const session = await commitUserSession(request, user.id, clientAddress, passwordVerifiedAt);
  const headers = new Headers([
    ["Set-Cookie", session],
    ["Set-Cookie", await clearStashCookie()],
  ]);
  const url = new URL(stash.path, request.url);
  const [, kind = "", appId = ""] = url.pathname.split("/");
  const replay = new Request(url, {
    method: "POST",
    body: new URLSearchParams(stash.fields),
    headers: {
      Cookie: session.split(";")[0],
      "Content-Type": "application/x-www-form-urlencoded",
    },
  });
  let answer: unknown;
  try {
    answer = await actions[kind]?.({
      request: replay,
      params: { appId },
      context: { clientAddress },
    });
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response && answer.status >= 300 && answer.status < 400) {
    const to = answer.headers.get("Location") ?? stash.path;
    return redirectWithSuccessToast(to, STASH_SAVED, { headers });
  }
  return redirectWithErrorToast(
    stash.path,
    {
      title: "Signed in, but not saved",
      description: "What you typed could not be saved here. Check this page and save again.",
    },
    { headers },
  );
}
