// After sign-in: the stashed save is posted again, as the signed-in user, to the same wizard
// action it was meant for; the user lands where that save would have taken them.
import type { AppLoadContext } from "@remix-run/node";

import { takeFormStash } from "~/models/form-stash.server";
import { isTwoFactorEnabled } from "~/models/two-factor.server";
import {
  currentRequestContext,
  type RouteTable,
  runInRequestContext,
} from "~/services/request-context.server";

import { matchEdgeRoute } from "./edge-rules.server";
import { clearStashCookie, stashIdOf } from "./form-stash.server";
import {
  commitUserSession,
  sessionCookiePair,
  type SignedInUser,
  signInHeaders,
} from "./session.server";
import { redirectWithErrorToast, redirectWithSuccessToast } from "./toast.server";

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
  user: SignedInUser,
  clientAddress: string,
  routes: RouteTable | undefined,
) {
  if (await isTwoFactorEnabled(user.id)) return null;
  return signInWithStash(request, user, clientAddress, routes);
}

/**
 * The sign-in's answer when this user has a stash: replay it, or null for a plain sign-in. The
 * kept fields are posted to the route that owns the stash's path, found in the build's route
 * table (the request context's `routes`) as Remix itself would route that post: the sign-in
 * pages import no page.
 */
export async function signInWithStash(
  request: Request,
  user: SignedInUser,
  clientAddress: string,
  routes: RouteTable | undefined,
  passwordVerifiedAt: Date | null = new Date(),
) {
  const id = await stashIdOf(request);
  const stash = id ? await takeFormStash(id, user.id) : null;
  if (!stash) return null;
  const cookies = await commitUserSession(request, user, clientAddress, passwordVerifiedAt);
  const headers = signInHeaders(cookies);
  headers.append("Set-Cookie", await clearStashCookie());
  const url = new URL(stash.path, request.url);
  const target = routes ? matchEdgeRoute(routes, url.pathname) : null;
  const action = target ? routes?.[target.id]?.module?.action : undefined;
  const replay = new Request(url, {
    method: "POST",
    body: new URLSearchParams(stash.fields),
    headers: {
      Cookie: sessionCookiePair(cookies),
      "Content-Type": "application/x-www-form-urlencoded",
    },
  });
  // The replay is a request of its own, with its own context: the sign-in's context looked up
  // nobody (or the previous session), and the replay is the newly signed-in user's.
  const outer = currentRequestContext();
  const context: AppLoadContext = {
    clientAddress,
    protocol: outer?.protocol,
    timings: outer?.timings,
    routes,
  };
  let answer: unknown;
  try {
    answer = await runInRequestContext(context, async () =>
      action?.({ request: replay, params: target?.params ?? {}, context }),
    );
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
