// Profile Settings › Email: the address's state, a change (confirmed from the new inbox), the
// link sent again, a waiting change cancelled.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { DemoRestricted } from "~/components/demo-notice";
import { useFormReply } from "~/components/forms";
import { ConfirmItsYou } from "~/components/profile/confirm-its-you";
import { profileHeaders, profileRoomMeta } from "~/lib/profile-rooms";
import { isConfirmReply } from "~/lib/recent-password";
import { dispatchIntent, type Intents } from "~/utils/form.server";
import { requireAccountHolder, requireUser } from "~/utils/guards.server";
import { withRecentPassword } from "~/utils/recent-password.server";
import type { PublicUser } from "~/utils/session.server";

import { ChangeEmailForm } from "./change-email-form";
import { cancelChange, changeEmail, loadEmailRoom, resendConfirmationLink } from "./email.server";
import { EMAIL_FORMS } from "./email-forms";
import { EmailStatus } from "./email-status";

const ROOM = "/profile/email";

export const meta = profileRoomMeta(ROOM);
export const headers = profileHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadEmailRoom(await requireUser(request));
}

// Personal settings stay editable after a trial ends: a user must always be able to fix their
// email (docs/decisions/009-workspace.md).
export const intents = {
  "change-email": {
    form: EMAIL_FORMS.change,
    run: (i) => withRecentPassword(i, "change your email address", changeEmail),
  },
  "resend-confirmation": {
    form: EMAIL_FORMS.resend,
    feedback: "toast",
    run: (i) => resendConfirmationLink(i),
  },
  "cancel-email-change": {
    form: EMAIL_FORMS.cancelChange,
    feedback: "toast",
    run: (i) => cancelChange(i),
  },
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireAccountHolder(request), intents);
}

export default function EmailRoom() {
  const { email, pendingEmail, verified, demo, emailMax, constraint } =
    useLoaderData<typeof loader>();
  const actionData: unknown = useActionData();
  const reply = useFormReply(EMAIL_FORMS.change);
  // A change without a recent password: the "Confirm it's you" step in the room's place.
  if (isConfirmReply(actionData))
    return <ConfirmItsYou reply={actionData} email={email} back={ROOM} />;
  return (
    <DemoRestricted demo={demo}>
      <EmailStatus email={email} pendingEmail={pendingEmail} verified={verified} />
      <ChangeEmailForm reply={reply} constraint={constraint} emailMax={emailMax} />
    </DemoRestricted>
  );
}
