import { type ActionFunctionArgs, redirect } from "@remix-run/node";

import { safeReturnPath } from "~/lib/lite-mode";
import { setLiteMode } from "~/models/preferences.server";
import { getOptionalUser } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { dispatchIntent, type Intents } from "~/utils/form.server";
import { liteChoiceCookie } from "~/utils/lite-mode.server";
import { type PublicUser } from "~/utils/session.server";

// Switching changes a setting, so a GET never does it: it only sends people on.
export function loader() {
  return redirect("/");
}

/** Back to the page the switch was on, served the new way; signed in, the preference too. */
async function switchLite(user: PublicUser | null, on: boolean, formData: FormData) {
  if (user && user.liteMode !== on) await setLiteMode(user.id, on);
  return redirect(safeReturnPath(formData.get("redirectTo")), {
    headers: { "Set-Cookie": liteChoiceCookie(on ? "on" : "off") },
  });
}

export const intents = {
  "lite-on": {
    form: "lite-mode",
    feedback: "toast",
    run: ({ ctx, formData }) => switchLite(ctx, true, formData),
  },
  "lite-off": {
    form: "lite-mode",
    feedback: "toast",
    run: ({ ctx, formData }) => switchLite(ctx, false, formData),
  },
} satisfies Intents<PublicUser | null>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(
    args,
    ({ request }) => {
      assertSameOrigin(request);
      return getOptionalUser(request);
    },
    intents,
  );
}
