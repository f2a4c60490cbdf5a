// The company's people: everyone sees who is in the team; owners invite (the link is always shown
// to copy, and emailed when SMTP is configured), change roles, remove people and cancel
// invitations. Anyone may leave, except the last owner. Every change is a plain post form.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { DemoRestricted } from "~/components/demo-notice";
import { useFormReply } from "~/components/forms";
import { formatDate } from "~/lib/date-time";
import { COMPANY_NAME_MAX, EMAIL_MAX } from "~/lib/limits";
import { INVITATION_DAYS, isOwner, TEAM_ROLE_LABELS, type TeamRole } from "~/lib/team";
import { isDemoUser } from "~/models/demo.server";
import { getProfile } from "~/models/profile.server";
import {
  cancelInvitation,
  changeMemberRole,
  companyNameSchema,
  createInvitation,
  getTeam,
  invitationUrl,
  inviteSchema,
  removeMember,
  renameCompany,
  roleChangeSchema,
  type TeamFailure,
  teamTargetSchema,
} from "~/models/team.server";
import { mailConfigured } from "~/services/mail.server";
import { retryAfterHeader } from "~/services/rate-limit.server";
import { destroyUserSession } from "~/utils/auth.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { dispatchIntent, formReply, type Intents, refusalResult } from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { type PublicUser } from "~/utils/session.server";
import { redirectWithInfoToast, redirectWithSuccessToast } from "~/utils/toast.server";

import { CompanyNameForm, InvitationList, InviteForm, MemberList, TEAM_FORMS } from "./team-panels";

export const handle = { title: "Team" };

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [team, profile, demo] = await Promise.all([
    getTeam(user.tenantId),
    getProfile(user.id),
    isDemoUser(user),
  ]);
  const owner = isOwner(user);
  const ownerCount = team.members.filter((m) => m.teamRole === "owner").length;
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
      // The only owner cannot become a member (the model refuses it): no select that can only fail.
      roleChangeable: !(m.teamRole === "owner" && ownerCount <= 1),
    })),
    // Only owners see invitation links: they are the keys to the company.
    invitations: owner
      ? team.invitations.map((i) => ({
          id: i.id,
          email: i.email,
          roleLabel: TEAM_ROLE_LABELS[i.role as TeamRole] ?? i.role,
          url: invitationUrl(i.token),
          expiresAt: i.expiresAt.toISOString(),
          expiresLabel: formatDate(i.expiresAt, user.timeZone),
          expired: i.state === "expired",
        }))
      : [],
    invitedId: new URL(request.url).searchParams.get("invited"),
    mailConfigured: mailConfigured(),
    invitationDays: INVITATION_DAYS,
    emailMax: EMAIL_MAX,
    companyNameMax: COMPANY_NAME_MAX,
    constraints: {
      companyName: getZodConstraint(companyNameSchema),
      invite: getZodConstraint(inviteSchema),
      role: getZodConstraint(roleChangeSchema),
    },
  };
}

/** A refused post: the model's reason on its field, or on the whole form. */
function failureErrors(failure: Pick<TeamFailure, "field" | "message">) {
  return failure.field
    ? { fieldErrors: { [failure.field]: [failure.message] } }
    : { formErrors: [failure.message] };
}

/**
 * A row's button (Remove, Leave, Cancel invitation) was refused: the reason as a toast and on
 * the row. The row's form id carries the person's or invitation's id.
 */
function refuseRow(formData: FormData, formId: string, message: string, status: number) {
  return formReply(
    `${formId}-${String(formData.get("targetId") ?? "")}`,
    refusalResult(formData, message),
    {
      status,
      toast: { title: "Nothing changed", description: message },
    },
  );
}

// Managing the team stays open after a trial ends: it is how a company hands over billing.
export const intents = {
  "rename-company": {
    form: TEAM_FORMS.companyName,
    run: async ({ ctx: user, formData, formId }) => {
      const submission = parseWithZod(formData, { schema: companyNameSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      const result = await renameCompany(user, submission.value.companyName);
      if (!result.ok) {
        return formReply(formId, submission.reply(failureErrors(result)), {
          status: result.status,
        });
      }
      return redirectWithSuccessToast("/team", {
        title: "Company renamed",
        description: `Your company is now called ${result.companyName}.`,
      });
    },
  },
  invite: {
    form: TEAM_FORMS.invite,
    run: async ({ ctx: user, formData, formId }) => {
      const submission = parseWithZod(formData, { schema: inviteSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      const result = await createInvitation(user, submission.value);
      if (!result.ok) {
        return formReply(formId, submission.reply(failureErrors(result)), {
          status: result.status,
          headers: retryAfterHeader(result),
        });
      }
      const { invitation } = result;
      const to = `/team?invited=${invitation.id}#invitation-${invitation.id}`;
      // The email is in the outbox with the invitation; it goes out when SMTP is set up.
      return mailConfigured()
        ? redirectWithSuccessToast(to, {
            title: "Invitation sent",
            description: `We emailed ${invitation.email} a link that works for ${INVITATION_DAYS} days. You can also copy it below.`,
          })
        : redirectWithInfoToast(to, {
            title: "Invitation ready",
            description: `Copy the link below and send it to ${invitation.email}. It works once, for ${INVITATION_DAYS} days.`,
          });
    },
  },
  "cancel-invitation": {
    form: TEAM_FORMS.cancelInvitation,
    feedback: "toast",
    run: async ({ ctx: user, formData, formId }) => {
      const submission = parseWithZod(formData, { schema: teamTargetSchema });
      if (submission.status !== "success")
        return refuseRow(formData, formId, "Choose who this is about", 400);
      const result = await cancelInvitation(user, submission.value.targetId);
      if (!result.ok) return refuseRow(formData, formId, result.message, result.status);
      return redirectWithSuccessToast("/team", {
        title: "Invitation cancelled",
        description: `The link sent to ${result.email} no longer works.`,
      });
    },
  },
  "change-role": {
    form: TEAM_FORMS.changeRole,
    run: async ({ ctx: user, formData, formId }) => {
      const targetId = String(formData.get("targetId") ?? "");
      const rowFormId = `${formId}-${targetId}`;
      const submission = parseWithZod(formData, { schema: roleChangeSchema });
      if (submission.status !== "success") return formReply(rowFormId, submission.reply());
      const result = await changeMemberRole(user, targetId, submission.value.role);
      if (!result.ok) {
        return formReply(rowFormId, submission.reply(failureErrors(result)), {
          status: result.status,
        });
      }
      return redirectWithSuccessToast("/team", {
        title: "Role changed",
        description: `${result.email} is now ${TEAM_ROLE_LABELS[result.role].toLowerCase()}.`,
      });
    },
  },
  "remove-member": {
    form: TEAM_FORMS.removeMember,
    feedback: "toast",
    run: async ({ ctx: user, formData, formId, request }) => {
      const submission = parseWithZod(formData, { schema: teamTargetSchema });
      if (submission.status !== "success")
        return refuseRow(formData, formId, "Choose who this is about", 400);
      const result = await removeMember(user, submission.value.targetId);
      if (!result.ok) return refuseRow(formData, formId, result.message, result.status);
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
    },
  },
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireUser(request), intents);
}

export default function TeamPage() {
  const page = useLoaderData<typeof loader>();
  const inviteReply = useFormReply(TEAM_FORMS.invite);
  const companyNameReply = useFormReply(TEAM_FORMS.companyName);

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
        roleConstraint={page.constraints.role}
      />
      {page.isOwner ? (
        <>
          <CompanyNameForm
            reply={companyNameReply}
            constraint={page.constraints.companyName}
            companyName={page.companyName}
            max={page.companyNameMax}
          />
          <DemoRestricted demo={page.demo} hide>
            <InviteForm
              reply={inviteReply}
              constraint={page.constraints.invite}
              mailConfigured={page.mailConfigured}
              invitationDays={page.invitationDays}
              emailMax={page.emailMax}
            />
          </DemoRestricted>
          <InvitationList invitations={page.invitations} highlightId={page.invitedId} />
        </>
      ) : (
        <p className="card text-sm text-slate-700">
          Only an owner can invite people, change roles or rename the company. Ask an owner of{" "}
          {page.companyName} if someone should join.
        </p>
      )}
    </div>
  );
}
