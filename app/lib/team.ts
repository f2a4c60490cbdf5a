// Roles inside a company and the rules of invitations and share links, without I/O. The site-wide
// admin role (User.role) is a different thing: an admin of the site is also an owner or a member
// of their own company.
import { DAY_MS } from "./dates";

export const TEAM_ROLES = ["owner", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export function isTeamRole(value: unknown): value is TeamRole {
  return typeof value === "string" && (TEAM_ROLES as readonly string[]).includes(value);
}

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { owner: "Owner", member: "Member" };

/**
 * How a person's roles read everywhere (Profile, Team): the company role in the Team page's words,
 * and the site-wide admin role on its own line, only for admins.
 */
export function accountRoleLines(user: { role: string; teamRole: string }) {
  const lines = [
    {
      label: "Team role",
      value: isTeamRole(user.teamRole) ? TEAM_ROLE_LABELS[user.teamRole] : TEAM_ROLE_LABELS.member,
    },
  ];
  if (user.role === "admin") lines.push({ label: "Site access", value: "Administrator" });
  return lines;
}

export function isOwner(user: { teamRole: string }): boolean {
  return user.teamRole === "owner";
}

/** An invitation link works for seven days, once. */
export const INVITATION_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_DAYS * DAY_MS;

export const OWNER_ONLY_MESSAGE = "Only an owner of your company can do this.";
export const LAST_OWNER_MESSAGE =
  "A company needs at least one owner. Make another member an owner first.";

export type InvitationState = "pending" | "expired" | "accepted";

export function invitationState(
  invitation: { expiresAt: Date; acceptedAt: Date | null },
  now = new Date(),
): InvitationState {
  if (invitation.acceptedAt) return "accepted";
  return invitation.expiresAt.getTime() <= now.getTime() ? "expired" : "pending";
}

/** A share link without an expiry never expires; one with an expiry stops at that instant. */
export function shareLinkExpired(link: { expiresAt: Date | null }, now = new Date()): boolean {
  return link.expiresAt !== null && link.expiresAt.getTime() <= now.getTime();
}

/**
 * Whether `ownerCount` owners can lose `target` as an owner (demotion, removal, leaving):
 * never the last one.
 */
export function wouldLeaveNoOwner(target: { teamRole: string }, ownerCount: number): boolean {
  return isOwner(target) && ownerCount <= 1;
}
