// The rooms of Profile Settings as the tests call them: each room's module by its path, and a post
// sent to the room whose `intents` hold its intent (read from the modules, not written again).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import type { ProfileRoomPath } from "~/lib/profile-rooms";
import * as overview from "~/routes/_app.profile._index/route";
import * as deleteRoom from "~/routes/_app.profile.delete/route";
import * as emailRoom from "~/routes/_app.profile.email/route";
import * as passkeysRoom from "~/routes/_app.profile.passkeys/route";
import * as passwordRoom from "~/routes/_app.profile.password/route";
import * as sessionsRoom from "~/routes/_app.profile.sessions/route";
import * as twoStepRoom from "~/routes/_app.profile.two-step/route";

import { formRequest, getRequest, routeArgs, TEST_CLIENT } from "./helpers";
import { settleOutcome } from "./workspace-helpers";

export { deleteRoom, emailRoom, overview, passkeysRoom, passwordRoom, sessionsRoom, twoStepRoom };

type RoomModule = {
  loader: (args: LoaderFunctionArgs) => Promise<unknown>;
  action: (args: ActionFunctionArgs) => Promise<unknown>;
  intents: Record<string, unknown>;
  headers?: unknown;
};

export const ROOM_MODULES: Record<ProfileRoomPath, RoomModule> = {
  "/profile/email": emailRoom,
  "/profile/password": passwordRoom,
  "/profile/sessions": sessionsRoom,
  "/profile/two-step": twoStepRoom,
  "/profile/passkeys": passkeysRoom,
  "/profile/delete": deleteRoom,
};

/** The room that owns an intent now. */
export function roomOf(intent: string): ProfileRoomPath {
  const rooms = Object.entries(ROOM_MODULES) as [ProfileRoomPath, RoomModule][];
  const found = rooms.find(([, room]) => Object.hasOwn(room.intents, intent));
  if (!found) throw new Error(`No room of Profile Settings takes the intent ${intent}`);
  return found[0];
}

/** A form post (JavaScript off) to the room that owns `fields.intent`. */
export function roomPost(
  cookie: string,
  fields: Record<string, string>,
  client: string = TEST_CLIENT,
) {
  const path = roomOf(fields.intent);
  return settleOutcome(() =>
    ROOM_MODULES[path].action(routeArgs(formRequest(path, fields, { cookie }), {}, client)),
  );
}

/** A room's page as its loader answers it. */
export function roomPage(path: ProfileRoomPath | "/profile", cookie: string) {
  const loader = path === "/profile" ? overview.loader : ROOM_MODULES[path].loader;
  return settleOutcome(() => loader(routeArgs(getRequest(path, cookie))));
}
