// Profile Settings, the overview: the account, then a card per room with its state and a link.
// Sections of the one-page profile moved into rooms; old /profile#<id> links land on the room's
// card (JavaScript off), or are sent on to the room (JavaScript on): fragments never reach a server.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";

import { profileHeaders, roomOfAnchor } from "~/lib/profile-rooms";
import { requireUser } from "~/utils/guards.server";

import { AccountDetails } from "./account-details";
import { loadOverview } from "./overview.server";
import { RoomCards } from "./room-cards";

export const headers = profileHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadOverview(request, await requireUser(request));
}

/** /profile#sessions-heading (a bookmark, an old email) opens the sessions room in its place. */
function useMovedAnchors() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const room = roomOfAnchor(hash.slice(1));
    if (room) navigate(room.path, { replace: true });
  }, [hash, navigate]);
}

export default function ProfileOverview() {
  const { profile, status } = useLoaderData<typeof loader>();
  useMovedAnchors();
  return (
    <>
      <AccountDetails profile={profile} />
      <RoomCards status={status} />
    </>
  );
}
