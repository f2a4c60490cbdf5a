import { type ActionFunctionArgs, redirect } from "@remix-run/node";

import { markSignedOut } from "~/lib/offline.mjs";
import { destroyUserSession } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { dispatchIntent, type Intents } from "~/utils/form.server";
import {
  LOGOUT_FAILED_TITLE,
  LOGOUT_SUCCESS_TOAST,
  redirectWithErrorToast,
  redirectWithSuccessToast,
} from "~/utils/toast.server";

// Signing out changes data (the session row), so a GET never does it: it only sends people on.
export function loader() {
  return redirect("/dashboard");
}

export const intents = {
  logout: {
    form: "logout",
    feedback: "toast",
    run: async ({ request }) => {
      let cookie: string;
      try {
        cookie = await destroyUserSession(request);
      } catch {
        return redirectWithErrorToast("/dashboard", {
          title: LOGOUT_FAILED_TITLE,
          description: "We could not sign you out just now. Please try again.",
        });
      }
      // The offline copies go with the session (public/sw.js; the server entry adds the same
      // to any answer that clears the cookie).
      const headers = new Headers({ "Set-Cookie": cookie });
      markSignedOut(headers);
      return redirectWithSuccessToast("/auth", LOGOUT_SUCCESS_TOAST, { headers });
    },
  },
} satisfies Intents<null>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(
    args,
    ({ request }) => {
      assertSameOrigin(request);
      return null;
    },
    intents,
  );
}
