// Profile Settings › Password: the current one, then a new one that reaches "Strong password".
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { DemoRestricted } from "~/components/demo-notice";
import { useFormReply } from "~/components/forms";
import { profileHeaders, profileRoomMeta } from "~/lib/profile-rooms";
import { dispatchIntent, type Intents } from "~/utils/form.server";
import { requireAccountHolder, requireUser } from "~/utils/guards.server";
import type { PublicUser } from "~/utils/session.server";

import { ChangePasswordForm, PASSWORD_FORM } from "./change-password-form";
import { changePasswordIntent, loadPasswordRoom } from "./password.server";

export const meta = profileRoomMeta("/profile/password");
export const headers = profileHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPasswordRoom(await requireUser(request));
}

// Open after a trial ends too: a leaked password must always be changeable
// (docs/decisions/009-workspace.md).
export const intents = {
  "change-password": { form: PASSWORD_FORM, run: (i) => changePasswordIntent(i) },
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireAccountHolder(request), intents);
}

export default function PasswordRoom() {
  const { demo, constraint, passkeys } = useLoaderData<typeof loader>();
  const reply = useFormReply(PASSWORD_FORM);
  return (
    <DemoRestricted demo={demo}>
      <ChangePasswordForm reply={reply} constraint={constraint} passkeys={passkeys} />
    </DemoRestricted>
  );
}
