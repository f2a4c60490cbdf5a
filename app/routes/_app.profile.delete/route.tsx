// Profile Settings › Delete account: the current password and a tick (two when the company's data
// goes too); refused for the last administrator and for a company whose subscription renews.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { DemoRestricted } from "~/components/demo-notice";
import { useFormReply } from "~/components/forms";
import { profileHeaders, profileRoomMeta } from "~/lib/profile-rooms";
import { dispatchIntent, type Intents } from "~/utils/form.server";
import { requireAccountHolder, requireUser } from "~/utils/guards.server";
import type { PublicUser } from "~/utils/session.server";

import { deleteAccountIntent, loadDeleteRoom } from "./delete.server";
import { DELETE_FORM, DeleteAccountForm } from "./delete-account-form";

export const meta = profileRoomMeta("/profile/delete");
export const headers = profileHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadDeleteRoom(await requireUser(request));
}

// Open after a trial ends too: a user must always be able to leave (docs/decisions/009-workspace.md).
export const intents = {
  "delete-account": { form: DELETE_FORM, run: (i) => deleteAccountIntent(i) },
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireAccountHolder(request), intents);
}

export default function DeleteRoom() {
  const { companyName, isLastUserOfTenant, blockedMessage, demo, constraint } =
    useLoaderData<typeof loader>();
  const reply = useFormReply(DELETE_FORM);
  return (
    <DemoRestricted demo={demo}>
      <DeleteAccountForm
        reply={reply}
        constraint={constraint}
        companyName={companyName}
        isLastUserOfTenant={isLastUserOfTenant}
        blockedMessage={blockedMessage}
      />
    </DemoRestricted>
  );
}
