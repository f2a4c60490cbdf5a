// /profile/passkeys: add a passkey (JavaScript and WebAuthn), list, rename and delete them. Adding
// and deleting ask "Confirm it's you" without a recent confirmation.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { DemoRestricted } from "~/components/demo-notice";
import { useFormReply } from "~/components/forms";
import { ConfirmItsYou } from "~/components/profile/confirm-its-you";
import { profileHeaders, profileRoomMeta } from "~/lib/profile-rooms";
import { isConfirmReply } from "~/lib/recent-password";
import { isDemoUser } from "~/models/demo.server";
import { dispatchIntent, type Intents } from "~/utils/form.server";
import { requireAccountHolder, requireUser } from "~/utils/guards.server";
import { withRecentPassword } from "~/utils/recent-password.server";
import type { PublicUser } from "~/utils/session.server";

import { AddPasskey, type OptionsReply } from "./add-passkey";
import { PASSKEY_FORMS, ROOM_PATH, rowFormId } from "./passkey-forms";
import { PasskeyList } from "./passkey-list";
import {
  loadPasskeysRoom,
  passkeyAdd,
  passkeyDelete,
  passkeyOptions,
  passkeyRename,
} from "./passkeys.server";

export const meta = profileRoomMeta("/profile/passkeys");
export const headers = profileHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    ...(await loadPasskeysRoom(user)),
    email: user.email,
    demo: await isDemoUser(user),
  };
}

export const intents = {
  "passkey-options": {
    form: PASSKEY_FORMS.add,
    run: (i) => withRecentPassword(i, "add a passkey", passkeyOptions),
  },
  "passkey-add": { form: PASSKEY_FORMS.add, run: (i) => passkeyAdd(i) },
  "passkey-rename": { form: rowFormId("rename"), run: (i) => passkeyRename(i) },
  "passkey-delete": {
    form: rowFormId("delete"),
    feedback: "toast",
    run: (i) => withRecentPassword(i, "remove a passkey", passkeyDelete),
  },
} satisfies Intents<PublicUser>;

/** Signed in, and not the demo account (it cannot add ways in). */
export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireAccountHolder(request), intents);
}

export default function PasskeysRoom() {
  const { passkeys, available, limit, nameMax, constraint, email, demo } =
    useLoaderData<typeof loader>();
  const actionData: unknown = useActionData();
  const addReply = useFormReply(PASSKEY_FORMS.add) as OptionsReply | undefined;

  if (isConfirmReply(actionData)) {
    return <ConfirmItsYou reply={actionData} email={email} back={ROOM_PATH} />;
  }

  return (
    <section aria-labelledby="passkeys-heading" className="card">
      <h2 id="passkeys-heading" className="text-xl font-bold">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        A passkey signs you in with one touch: your face, fingerprint or the device’s PIN, instead
        of the password and the two-step code. It only works on this site, so it cannot be phished.
      </p>
      <DemoRestricted demo={demo}>
        <AddPasskey
          reply={addReply}
          constraint={constraint}
          nameMax={nameMax}
          available={available}
          atLimit={passkeys.length >= limit}
        />
        <h3 className="mt-6 font-semibold">Your passkeys</h3>
        <PasskeyList passkeys={passkeys} nameMax={nameMax} />
      </DemoRestricted>
    </section>
  );
}
