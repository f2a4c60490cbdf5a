// Profile Settings › Two-step sign-in: set up with an authenticator app, turn off, and new
// recovery codes; each change asks "Confirm it's you" without a recent password.
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

import { TwoFactorSection } from "./two-factor-section";
import {
  cancelTwoFactor,
  disableTwoFactorIntent,
  enableTwoFactorIntent,
  loadTwoStepRoom,
  renewRecoveryCodesIntent,
  startTwoFactor,
} from "./two-step.server";
import { TWO_STEP_FORMS } from "./two-step-forms";

const ROOM = "/profile/two-step";

export const meta = profileRoomMeta(ROOM);
export const headers = profileHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadTwoStepRoom(request, await requireUser(request));
}

export const intents = {
  "two-factor-start": {
    form: TWO_STEP_FORMS.start,
    feedback: "toast",
    run: (i) => withRecentPassword(i, "set up two-step sign-in", startTwoFactor),
  },
  "two-factor-cancel": {
    form: TWO_STEP_FORMS.cancel,
    feedback: "toast",
    run: (i) => cancelTwoFactor(i),
  },
  "two-factor-enable": {
    form: TWO_STEP_FORMS.enable,
    run: (i) => withRecentPassword(i, "turn on two-step sign-in", enableTwoFactorIntent),
  },
  "two-factor-disable": {
    form: TWO_STEP_FORMS.disable,
    run: (i) => withRecentPassword(i, "turn off two-step sign-in", disableTwoFactorIntent),
  },
  "recovery-codes-renew": {
    form: TWO_STEP_FORMS.recoveryCodes,
    run: (i) => withRecentPassword(i, "make new recovery codes", renewRecoveryCodesIntent),
  },
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireAccountHolder(request), intents);
}

export default function TwoStepRoom() {
  const { email, twoFactor, codeConstraint, demo } = useLoaderData<typeof loader>();
  const actionData: unknown = useActionData();
  const enableReply = useFormReply(TWO_STEP_FORMS.enable);
  const disableReply = useFormReply(TWO_STEP_FORMS.disable);
  const renewReply = useFormReply(TWO_STEP_FORMS.recoveryCodes);
  // A change without a recent password: the "Confirm it's you" step in the room's place.
  if (isConfirmReply(actionData))
    return <ConfirmItsYou reply={actionData} email={email} back={ROOM} />;
  return (
    <DemoRestricted demo={demo}>
      <TwoFactorSection
        view={twoFactor}
        constraint={codeConstraint}
        enableReply={enableReply}
        disableReply={disableReply}
        renewReply={renewReply}
      />
    </DemoRestricted>
  );
}
