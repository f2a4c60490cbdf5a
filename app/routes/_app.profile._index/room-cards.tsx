// One card per room of Profile Settings, drawn from PROFILE_ROOMS: its name (a link to it), what
// it is for and its state. Each card keeps the id its section had on the one-page profile, so an
// old /profile#… link lands on it.
import { Link } from "@remix-run/react";

import { PROFILE_ROOMS, type ProfileRoom, roomAnchor } from "~/lib/profile-rooms";

const ROOMS: readonly ProfileRoom[] = PROFILE_ROOMS;

export function RoomCards({ status }: { status: Partial<Record<string, string>> }) {
  return (
    <>
      {ROOMS.map((room) => {
        const anchor = roomAnchor(room);
        const state = status[room.path];
        return (
          <section key={room.path} aria-labelledby={anchor} className="card space-y-1">
            <h2 id={anchor} className="text-xl font-bold">
              <Link to={room.path} className="text-brand-700 underline hover:text-brand-800">
                {room.label}
              </Link>
            </h2>
            <p className="text-sm text-slate-700">{room.description}</p>
            {state ? <p className="break-words font-medium">{state}</p> : null}
            {room.formerAnchors?.map((id) => (
              <span key={id} id={id} />
            ))}
          </section>
        );
      })}
    </>
  );
}
