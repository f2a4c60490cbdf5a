// The sessions room of Profile Settings: where the user is signed in, and signing out one device
// or every other one.
import { formatDateTime } from "~/lib/date-time";
import { DAY_MS } from "~/lib/dates";
import { CLEAR_SITE_DATA } from "~/lib/offline.mjs";
import type { ProfileRoomPath } from "~/lib/profile-rooms";
import { isDemoUser } from "~/models/demo.server";
import {
  deleteOtherSessions,
  deleteUserSession,
  describeUserAgent,
  listSessions,
  sessionIdleMs,
} from "~/models/session.server";
import { formReply, type IntentInput, refusalResult } from "~/utils/form.server";
import { currentSessionId, type PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

import { endSessionFormId } from "./sessions-forms";

const ROOM: ProfileRoomPath = "/profile/sessions";

type Input = IntentInput<PublicUser>;

export async function loadSessionsRoom(request: Request, user: PublicUser) {
  const current = await currentSessionId(request);
  const sessions = (await listSessions(user.id, current)).map((session) => ({
    id: session.id,
    current: session.current,
    ...describeUserAgent(session.userAgent),
    ip: session.ip,
    signedIn: formatDateTime(session.createdAt, user.timeZone),
    lastSeen: session.lastSeenAt ? formatDateTime(session.lastSeenAt, user.timeZone) : null,
    ends: formatDateTime(session.endsAt, user.timeZone),
  }));
  return {
    sessions,
    idleDays: Math.round(sessionIdleMs() / DAY_MS),
    demo: await isDemoUser(user),
  };
}

export async function endSession({ ctx: user, formData, formId }: Input) {
  const sessionId = String(formData.get("sessionId") ?? "");
  if (!(await deleteUserSession(user.id, sessionId))) {
    const message = "That session has already ended.";
    return formReply(formId, refusalResult(formData, message), {
      status: 404,
      toast: { title: "Not signed out", description: message },
    });
  }
  return redirectWithSuccessToast(ROOM, {
    title: "Signed out",
    description: "That device is signed out.",
  });
}

export const endSessionForm = (formData: FormData) =>
  endSessionFormId(String(formData.get("sessionId") ?? ""));

export async function endOtherSessions({ ctx: user, request }: Input) {
  await deleteOtherSessions(user.id, (await currentSessionId(request)) ?? "");
  // This browser's offline copies go too (the worker keeps new ones as pages are opened again);
  // the other devices drop theirs at their next request (requireUser's redirect to /auth).
  const headers = new Headers({ "Clear-Site-Data": CLEAR_SITE_DATA });
  return redirectWithSuccessToast(
    ROOM,
    { title: "Signed out everywhere else", description: "Only this device is still signed in." },
    { headers },
  );
}
