// The overview of Profile Settings: the account, and one line of state per room.
import { formatDate } from "~/lib/date-time";
import type { ProfileRoomPath } from "~/lib/profile-rooms";
import { deletionBlockedMessage } from "~/lib/profile-rules";
import { countPasskeys } from "~/models/passkey.server";
import { getProfile } from "~/models/profile.server";
import { listSessions } from "~/models/session.server";
import { getTwoFactorStatus } from "~/models/two-factor.server";
import { currentSessionId, type PublicUser } from "~/utils/session.server";

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export async function loadOverview(request: Request, user: PublicUser) {
  const current = await currentSessionId(request);
  const [profile, sessions, twoFactor, passkeys] = await Promise.all([
    getProfile(user.id),
    listSessions(user.id, current),
    getTwoFactorStatus(user, current),
    countPasskeys(user.id),
  ]);
  const email = profile.pendingEmail
    ? `Waiting for confirmation of ${profile.pendingEmail}; until its link is opened you sign in with ${profile.email}.`
    : profile.emailVerifiedAt
      ? `${profile.email}, confirmed.`
      : `${profile.email}, not confirmed yet: open the link we emailed to it.`;
  const twoStep =
    twoFactor.state === "on"
      ? `On, ${plural(twoFactor.recoveryCodesLeft, "recovery code")} left.`
      : twoFactor.state === "pending"
        ? "Being set up: enter a code from your app to turn it on."
        : twoFactor.state === "pending-elsewhere"
          ? "Off: a setup was started on another device."
          : "Off: your password alone signs you in.";
  const blocked = deletionBlockedMessage(profile);
  const deletion = blocked
    ? `Not possible right now. ${blocked}`
    : profile.isLastUserOfTenant
      ? `You are the only user of ${profile.companyName}: its apps and plans would be deleted too.`
      : `${profile.companyName}'s apps and plans stay with your colleagues.`;
  const status: Partial<Record<ProfileRoomPath, string>> = {
    "/profile/email": email,
    "/profile/sessions": `${plural(sessions.length, "active session")} (this device included).`,
    "/profile/two-step": twoStep,
    "/profile/passkeys": passkeys
      ? `${plural(passkeys, "passkey")}: signing in needs no password or code on ${passkeys === 1 ? "that device" : "those devices"}.`
      : "None yet: add one to sign in with one touch.",
    "/profile/delete": deletion,
  };
  return {
    profile: {
      email: profile.email,
      companyName: profile.companyName,
      role: profile.role,
      teamRole: profile.teamRole,
      memberSince: formatDate(profile.createdAt, user.timeZone),
    },
    status,
  };
}
