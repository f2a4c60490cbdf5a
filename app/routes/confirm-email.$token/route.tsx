// /confirm-email/:token: the emailed link (24 hours, single use). Opening it shows a button, so a
// mail scanner that fetches links cannot spend it; the post confirms the address or the change.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { AccountPage, LinkProblem } from "~/components/account-pages";
import { useButtonForm } from "~/components/forms";
import type { PageHandle } from "~/lib/edge-rules";
import { emailedLinkHeaders, emailedLinkMeta } from "~/lib/emailed-link-page";
import type { ProfileRoomPath } from "~/lib/profile-rooms";
import { checkConfirmLink, confirmEmail } from "~/models/email-confirmation.server";
import { getOptionalUser } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { dispatchIntent, formReply, type Intents, refusalResult } from "~/utils/form.server";
import { currentSessionId } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

/** The link's token is a secret: the request log masks it. */
export const handle = { title: "Confirm your email", edge: { token: true } } satisfies PageHandle;

export const meta = emailedLinkMeta(handle.title);
export const headers = emailedLinkHeaders;

const FORM_ID = "confirm-email";
/** Where a signed-in person sees the address: Profile Settings, Email. */
const EMAIL_ROOM: ProfileRoomPath = "/profile/email";
type ConfirmData = { problem: string | null; address: string | null };

export async function loader({ params }: LoaderFunctionArgs) {
  const link = await checkConfirmLink(params.token ?? "");
  return data<ConfirmData>(
    link.ok
      ? { problem: null, address: link.verification.target }
      : { problem: link.message, address: null },
    { status: link.ok ? 200 : 410 },
  );
}

export const intents = {
  "confirm-email": {
    form: FORM_ID,
    feedback: "toast",
    run: async ({ ctx, formData, formId, request }) => {
      // The browser that opens the link stays signed in (when it is); every other session ends.
      const result = await confirmEmail(ctx.token, await currentSessionId(request));
      if (!result.ok)
        return formReply(formId, refusalResult(formData, result.message), { status: 400 });
      const signedIn = await getOptionalUser(request);
      return redirectWithSuccessToast(signedIn ? EMAIL_ROOM : "/auth", {
        title: "Email confirmed",
        description: result.changed
          ? `From now on you sign in with ${result.user.email}.`
          : `${result.user.email} is confirmed. Thank you!`,
      });
    },
  },
} satisfies Intents<{ token: string }>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(
    args,
    ({ request, params }) => {
      assertSameOrigin(request);
      return { token: params.token ?? "" };
    },
    intents,
  );
}

export default function ConfirmEmailPage() {
  const { problem, address } = useLoaderData<ConfirmData>();
  const confirm = useButtonForm(FORM_ID, "Not confirmed");
  return (
    <AccountPage titleId="confirm-title" title={handle.title}>
      {problem ? (
        <LinkProblem problem={problem} to={EMAIL_ROOM} action="Go to your email settings" />
      ) : (
        <Form {...confirm.formProps} className="space-y-3" aria-label={handle.title}>
          {confirm.summary}
          <p className="text-slate-700">
            Confirm that <strong className="break-all">{address}</strong> is your address.
          </p>
          <button type="submit" name="intent" value="confirm-email" className="btn-primary">
            Confirm this address
          </button>
        </Form>
      )}
    </AccountPage>
  );
}
