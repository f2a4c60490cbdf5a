// Profile Settings: the layout of its rooms (app/lib/profile-rooms.ts), a menu above the room
// open below it. The header's heading says "Profile Settings" on every room (this handle); each
// room names itself in its own heading and in the browser's title.
//
// The one-page profile took 12 intents on POST /profile. A form still posting them there (a tab
// opened before, a saved page) is answered 307 with the room that owns the intent now: the
// browser posts the same body again to it (RFC 9110 §15.4.8), so the change completes there.
import { type ActionFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Outlet } from "@remix-run/react";

import { PROFILE_TITLE, profileHeaders, type ProfileRoomPath } from "~/lib/profile-rooms";
import { dispatchIntent, type Intents } from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import type { PublicUser } from "~/utils/session.server";

import { ProfileRoomsNav } from "./rooms-nav";

export const handle = { title: PROFILE_TITLE };

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

export const headers = profileHeaders;

/** 307, not 303: the browser repeats the post (its method and body) at the room. */
const movedTo = (room: ProfileRoomPath) => redirect(room, 307);

export const intents = {
  "change-email": () => movedTo("/profile/email"),
  "resend-confirmation": () => movedTo("/profile/email"),
  "cancel-email-change": () => movedTo("/profile/email"),
  "change-password": () => movedTo("/profile/password"),
  "end-session": () => movedTo("/profile/sessions"),
  "end-other-sessions": () => movedTo("/profile/sessions"),
  "two-factor-start": () => movedTo("/profile/two-step"),
  "two-factor-cancel": () => movedTo("/profile/two-step"),
  "two-factor-enable": () => movedTo("/profile/two-step"),
  "two-factor-disable": () => movedTo("/profile/two-step"),
  "recovery-codes-renew": () => movedTo("/profile/two-step"),
  "delete-account": () => movedTo("/profile/delete"),
} satisfies Intents<PublicUser>;

/** Any other intent is the one answer to an unknown intent (400, the values kept). */
export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireUser(request), intents);
}

export default function ProfileLayout() {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <ProfileRoomsNav />
      <Outlet />
    </div>
  );
}
