import { describe, expect, test } from "vitest";

import {
  PROFILE_ROOMS,
  profileHeaders,
  profileRoomMeta,
  roomAnchor,
  roomOfAnchor,
} from "./profile-rooms";

describe("the rooms of Profile Settings", () => {
  test("each card keeps the id its section had on the one-page profile (passkeys are new)", () => {
    expect(PROFILE_ROOMS.map(roomAnchor)).toEqual([
      "email-heading",
      "password-heading",
      "sessions-heading",
      "two-step-heading",
      "passkeys-heading",
      "delete-heading",
    ]);
  });

  test("an old /profile#<id> link finds the room its section moved to", () => {
    expect(roomOfAnchor("sessions-heading")?.path).toBe("/profile/sessions");
    expect(roomOfAnchor("two-step-heading")?.path).toBe("/profile/two-step");
    expect(roomOfAnchor("email-status-heading")?.path).toBe("/profile/email");
    expect(roomOfAnchor("delete-heading")?.path).toBe("/profile/delete");
    // The account details stayed on the overview; anything else is no room's.
    expect(roomOfAnchor("account-heading")).toBeUndefined();
    expect(roomOfAnchor("")).toBeUndefined();
  });

  test("a room's title names it first", () => {
    expect(profileRoomMeta("/profile/two-step")()).toEqual([
      { title: "Two-step sign-in · Profile Settings · App Marketing Machine" },
    ]);
  });

  test("every answer is no-store; a limit's Retry-After passes, nothing else of the action's", () => {
    const headers = new Headers(
      profileHeaders({
        actionHeaders: new Headers({ "Retry-After": "30", "X-Other": "1" }),
        loaderHeaders: new Headers({ "Cache-Control": "max-age=60" }),
        parentHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Retry-After")).toBe("30");
    expect(headers.get("X-Other")).toBeNull();
  });
});
