// The rooms of Profile Settings: /profile is an overview, each concern has a page of its own
// (docs/decisions/048-profile-in-rooms.md). The layout's menu and the overview's cards are drawn
// from this list, so a new room is one entry here beside its route folder
// (app/routes/_app.profile.<name>/route.tsx).
import type { HeadersFunction } from "@remix-run/node";

export const PROFILE_PATH = "/profile";
export const PROFILE_TITLE = "Profile Settings";

export type ProfileRoom = {
  /** `/profile/<name>`; its last segment names the overview card's heading (`<name>-heading`). */
  path: string;
  label: string;
  description: string;
  /** Ids of sections the one-page profile had that now live in this room (old /profile#… links). */
  formerAnchors?: readonly string[];
};

export const PROFILE_ROOMS = [
  {
    path: "/profile/email",
    label: "Email",
    description: "The address you sign in with: change it, or confirm it with the emailed link.",
    formerAnchors: ["email-status-heading"],
  },
  {
    path: "/profile/password",
    label: "Password",
    description: "Choose a new password; every other device is signed out.",
  },
  {
    path: "/profile/sessions",
    label: "Sessions",
    description: "Where you are signed in; sign out one device or every other one.",
  },
  {
    path: "/profile/two-step",
    label: "Two-step sign-in",
    description: "A code from an authenticator app after your password, and recovery codes.",
  },
  {
    path: "/profile/passkeys",
    label: "Passkeys",
    description:
      "Sign in with one touch (face, fingerprint or the device's PIN), no password or code.",
  },
  {
    path: "/profile/delete",
    label: "Delete account",
    description: "Delete your account, and your company's data when you are its last user.",
  },
] as const satisfies readonly ProfileRoom[];

export type ProfileRoomPath = (typeof PROFILE_ROOMS)[number]["path"];

/** The id of the room's card on the overview, the same as its section's on the one-page profile. */
export function roomAnchor(room: Pick<ProfileRoom, "path">): string {
  return `${room.path.slice(room.path.lastIndexOf("/") + 1)}-heading`;
}

/** The room an old `/profile#<id>` link meant, if the id is one of a section that moved. */
export function roomOfAnchor(id: string): ProfileRoom | undefined {
  return (PROFILE_ROOMS as readonly ProfileRoom[]).find(
    (room) => roomAnchor(room) === id || room.formerAnchors?.includes(id),
  );
}

export function profileRoom(path: ProfileRoomPath): ProfileRoom {
  return PROFILE_ROOMS.find((room) => room.path === path)!;
}

/** "Email · Profile Settings · App Marketing Machine": the room first, as a browser tab shows it. */
export function profileRoomMeta(path: ProfileRoomPath) {
  return () => [{ title: `${profileRoom(path).label} · ${PROFILE_TITLE} · App Marketing Machine` }];
}

/**
 * Every profile answer is kept by no cache, the browser's included: the pages list sessions and
 * addresses, show a pending two-step secret, and answers show recovery codes. A limit's
 * Retry-After passes through. The layout and every room export it (a room without `headers`
 * would get the layout's, but an action's own headers only reach its own route's function).
 */
export const profileHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
