// The company's people: everyone sees who is in the team; owners invite (the link is always shown
// to copy, and emailed when SMTP is configured), change roles, remove people and cancel
// invitations. Anyone may leave, except the last owner. Every change is a plain post form.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { DemoRestricted } from "~/components/demo-notice";
import type { FormReply } from "~/components/form-feedback";
import { InvitationList, InviteForm, MemberList } from "~/components/team/team-panels";
import { EMAIL_MAX } from "~/lib/limits";
import { INVITATION_DAYS, isOwner, TEAM_ROLE_LABELS, type TeamRole } from "~/lib/team";
import { isDemoUser } from "~/models/demo.server";
import { getProfile } from "~/models/profile.server";
import {
  cancelInvitation,
  changeMemberRole,
  createInvitation,
  getTeam,
  invitationUrl,
  inviteSchema,
  removeMember,
  roleChangeSchema,
  sendInvitationEmail,
  type TeamFailure,
  teamTargetSchema,
} from "~/models/team.server";
import { destroyUserSession, requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { UNKNOWN_ACTION_REPLY } from "~/utils/form-reply.server";
import { mailConfigured } from "~/utils/mail.server";
import { redirectWithInfoToast, redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Team" };

export const meta: MetaFunction = () => [{ title: "Team · App Marketing Machine" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [team, profile, demo] = await Promise.all([
    getTeam(user.tenantId),
    getProfile(user.id),
    isDemoUser(user),
  ]);
  const owner = isOwner(user);
  const origin = new URL(request.url).origin;
  return {
    me: user.id,
    isOwner: owner,
    demo,
    companyName: profile.companyName,
    members: team.members.map((m) => ({
      id: m.id,
      email: m.email,
      role: m.teamRole as TeamRole,
      roleLabel: TEAM_ROLE_LABELS[m.teamRole as TeamRole] ?? m.teamRole,
    })),
    // Only owners see invitation links: they are the keys to the company.
    invitations: owner
      ? team.invitations.map((i) => ({
          id: i.id,
          email: i.email,
          roleLabel: TEAM_ROLE_LABELS[i.role as TeamRole] ?? i.role,
          url: invitationUrl(origin, i.token),
          expiresAt: i.expiresAt.toISOString(),
          expired: i.state === "expired",
        }))
      : [],
    invitedId: new URL(request.url).searchParams.get("invited"),
    mailConfigured: mailConfigured(),
    invitationDays: INVITATION_DAYS,
    emailMax: EMAIL_MAX,
  };
}

type TeamActionData = { intent: string; targetId?: string; reply: FormReply };

function refuse(
  intent: string,
  submission: Pick<Submission<unknown>, "reply">,
  failure?: Pick<TeamFailure, "field" | "message" | "status">,
  targetId?: string,
) {
  const errors = failure
    ? failure.field
      ? { fieldErrors: { [failure.field]: [failure.message] } }
      : { formErrors: [failure.message] }
    : {};
  return data<TeamActionData>(
    { intent, targetId, reply: submission.reply(errors) },
    { status: failure?.status ?? 400 },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  const targetId = String(formData.get("targetId") ?? "");

  if (intent === "invite") {
    const submission = parseWithZod(formData, { schema: inviteSchema });
    if (submission.status !== "success") return refuse(intent, submission);
    const result = await createInvitation(user, submission.value);
    if (!result.ok) return refuse(intent, submission, result);
    const { invitation } = result;
    const profile = await getProfile(user.id);
    const sent = await sendInvitationEmail({
      to: invitation.email,
      url: invitationUrl(new URL(request.url).origin, invitation.token),
      role: invitation.role,
      inviterEmail: user.email,
      companyName: profile.companyName,
    });
    const to = `/team?invited=${invitation.id}#invitation-${invitation.id}`;
    return sent === "sent"
      ? redirectWithSuccessToast(to, {
          title: "Invitation sent",
          description: `We emailed ${invitation.email} a link that works for ${INVITATION_DAYS} days. You can also copy it below.`,
        })
      : redirectWithInfoToast(to, {
          title: "Invitation ready",
          description: `Copy the link below and send it to ${invitation.email}. It works once, for ${INVITATION_DAYS} days.`,
        });
  }

  if (intent === "cancel-invitation") {
    const submission = parseWithZod(formData, { schema: teamTargetSchema });
    if (submission.status !== "success") return refuse(intent, submission, undefined, targetId);
    const result = await cancelInvitation(user, submission.value.targetId);
    if (!result.ok) return refuse(intent, submission, result, targetId);
    return redirectWithSuccessToast("/team", {
      title: "Invitation cancelled",
      description: `The link sent to ${result.email} no longer works.`,
    });
  }

  if (intent === "change-role") {
    const submission = parseWithZod(formData, { schema: roleChangeSchema });
    if (submission.status !== "success") return refuse(intent, submission, undefined, targetId);
    const result = await changeMemberRole(user, targetId, submission.value.role);
    if (!result.ok) return refuse(intent, submission, result, targetId);
    return redirectWithSuccessToast("/team", {
      title: "Role changed",
      description: `${result.email} is now ${TEAM_ROLE_LABELS[result.role].toLowerCase()}.`,
    });
  }

  if (intent === "remove-member") {
    const submission = parseWithZod(formData, { schema: teamTargetSchema });
    if (submission.status !== "success") return refuse(intent, submission, undefined, targetId);
    const result = await removeMember(user, submission.value.targetId);
    if (!result.ok) return refuse(intent, submission, result, targetId);
    if (result.self) {
      const cookie = await destroyUserSession(request);
      return redirectWithSuccessToast(
        "/",
        { title: "You left the company", description: "Your account has been deleted." },
        { headers: { "Set-Cookie": cookie } },
      );
    }
    return redirectWithSuccessToast("/team", {
      title: "Member removed",
      description: `${result.email} can no longer sign in to your company.`,
    });
  }

  return data<TeamActionData>({ intent, reply: UNKNOWN_ACTION_REPLY }, { status: 400 });
}

export default function TeamPage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as TeamActionData | undefined;
  const replyFor = (intent: string, targetId?: string) =>
    actionData?.intent === intent && (targetId === undefined || actionData.targetId === targetId)
      ? actionData.reply
      : undefined;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h2 className="break-words text-2xl font-bold">{page.companyName}: team</h2>
        <p className="text-slate-700">
          Everyone here sees and edits all of the company&apos;s apps. Owners also manage the team
          and billing.
        </p>
      </div>
      <MemberList
        members={page.members}
        me={page.me}
        canManage={page.isOwner}
        replyFor={replyFor}
      />
      {page.isOwner ? (
        <>
          <DemoRestricted demo={page.demo}>
            <InviteForm
              reply={replyFor("invite")}
              mailConfigured={page.mailConfigured}
              invitationDays={page.invitationDays}
              emailMax={page.emailMax}
            />
          </DemoRestricted>
          <InvitationList
            invitations={page.invitations}
            highlightId={page.invitedId}
            replyFor={replyFor}
          />
        </>
      ) : (
        <p className="card text-sm text-slate-700">
          Only an owner can invite people or change roles. Ask an owner of {page.companyName} if
          someone should join.
        </p>
      )}
    </div>
  );
}
