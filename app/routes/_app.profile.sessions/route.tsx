// Profile Settings › Sessions: every device signed in, with Sign out per device and for every
// other device.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { DemoRestricted } from "~/components/demo-notice";
import { profileHeaders, profileRoomMeta } from "~/lib/profile-rooms";
import { dispatchIntent, type Intents } from "~/utils/form.server";
import { requireAccountHolder, requireUser } from "~/utils/guards.server";
import type { PublicUser } from "~/utils/session.server";

import { endOtherSessions, endSession, endSessionForm, loadSessionsRoom } from "./sessions.server";
import { END_OTHER_SESSIONS_FORM } from "./sessions-forms";
import { SessionsList } from "./sessions-list";

export const meta = profileRoomMeta("/profile/sessions");
export const headers = profileHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadSessionsRoom(request, await requireUser(request));
}

export const intents = {
  "end-session": { form: (fd) => endSessionForm(fd), feedback: "toast", run: (i) => endSession(i) },
  "end-other-sessions": {
    form: END_OTHER_SESSIONS_FORM,
    feedback: "toast",
    run: (i) => endOtherSessions(i),
  },
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireAccountHolder(request), intents);
}

export default function SessionsRoom() {
  const { sessions, idleDays, demo } = useLoaderData<typeof loader>();
  return (
    <DemoRestricted demo={demo}>
      <SessionsList sessions={sessions} idleDays={idleDays} />
    </DemoRestricted>
  );
}
