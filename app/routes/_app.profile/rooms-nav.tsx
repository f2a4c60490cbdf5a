// The menu of Profile Settings' rooms (.room-nav in app/tailwind.css): the current one marked
// with aria-current="page" (NavLink) and drawn like the sidebar's.
import { NavLink } from "@remix-run/react";

import { PROFILE_PATH, PROFILE_ROOMS, PROFILE_TITLE } from "~/lib/profile-rooms";

const LINKS = [{ path: PROFILE_PATH, label: "Overview" }, ...PROFILE_ROOMS];

export function ProfileRoomsNav() {
  return (
    <nav aria-label={PROFILE_TITLE} className="room-nav">
      <ul>
        {LINKS.map((room) => (
          <li key={room.path}>
            {/* No class: .room-nav styles its links, the current one by its aria-current. */}
            <NavLink to={room.path} end className={() => undefined}>
              {room.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
