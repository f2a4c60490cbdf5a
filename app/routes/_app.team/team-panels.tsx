// The /team page's panels: the people, the invite form and the open invitations. Plain post
// forms told apart by their `intent` button, so everything works with JavaScript off. A row's
// forms carry the person's or invitation's id in their form id, so only that row shows a reply.
import { Form } from "@remix-run/react";

import {
  AppForm,
  Field,
  SelectField,
  useAppForm,
  useButtonForm,
  useFormReply,
} from "~/components/forms";
import { SubmitButton } from "~/components/forms/submit-button";
import { LinkField } from "~/components/link-field";
import type { ActionReply, FormConstraint } from "~/lib/forms";

/** The Team page's form ids; a row's form adds `-<id>` of its person or invitation. */
export const TEAM_FORMS = {
  companyName: "company-name",
  invite: "invite",
  changeRole: "change-role",
  removeMember: "remove-member",
  cancelInvitation: "cancel-invitation",
} as const;

const ROLE_OPTIONS = [
  { value: "member", label: "Member" },
  { value: "owner", label: "Owner" },
] as const;

type Member = {
  id: string;
  email: string;
  role: "owner" | "member";
  roleLabel: string;
  /** False for the company's only owner, who must stay an owner. */
  roleChangeable: boolean;
};
type Invitation = {
  id: string;
  email: string;
  roleLabel: string;
  url: string;
  expiresAt: string;
  /** "Dec 5, 2026" in the owner's zone. */
  expiresLabel: string;
  expired: boolean;
};

function RoleForm({ member, constraint }: { member: Member; constraint: FormConstraint }) {
  const formId = `${TEAM_FORMS.changeRole}-${member.id}`;
  const reply = useFormReply(formId);
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: formId,
    reply,
    constraint,
    defaultValue: { role: member.role },
  });
  const label = `Role of ${member.email}`;
  return (
    <AppForm
      form={form}
      reply={reply}
      labels={{ role: label }}
      summaryTitle="The role was not changed"
      className="space-y-2"
    >
      <input type="hidden" name="targetId" value={member.id} />
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          meta={fields.role}
          label={label}
          options={ROLE_OPTIONS}
          className="[&_select]:w-auto"
        />
        <button type="submit" name="intent" value="change-role" className="btn-secondary">
          Save role<span className="sr-only"> of {member.email}</span>
        </button>
      </div>
    </AppForm>
  );
}

export function MemberList(props: {
  members: Member[];
  me: string;
  canManage: boolean;
  roleConstraint: FormConstraint;
}) {
  return (
    <section aria-labelledby="members-heading" className="card space-y-3">
      <h3 id="members-heading" className="text-lg font-bold">
        People ({props.members.length})
      </h3>
      <ul className="divide-y divide-slate-200" aria-label="People in your company">
        {props.members.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            self={member.id === props.me}
            canManage={props.canManage}
            roleConstraint={props.roleConstraint}
          />
        ))}
      </ul>
    </section>
  );
}

/** One person: their role form (owners) and Remove, or Leave for themselves. */
function MemberRow(props: {
  member: Member;
  self: boolean;
  canManage: boolean;
  roleConstraint: FormConstraint;
}) {
  const { member, self } = props;
  const remove = useButtonForm(`${TEAM_FORMS.removeMember}-${member.id}`);
  return (
    <li id={`member-${member.id}`} className="space-y-2 py-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="break-all font-semibold">{member.email}</span>
        {self ? <span className="text-sm text-slate-600">(you)</span> : null}
        <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
          {member.roleLabel}
        </span>
      </p>
      {remove.summary}
      <div className="flex flex-wrap items-end gap-2">
        {props.canManage && member.roleChangeable ? (
          <RoleForm member={member} constraint={props.roleConstraint} />
        ) : null}
        {props.canManage || self ? (
          <Form {...remove.formProps}>
            <input type="hidden" name="targetId" value={member.id} />
            <button type="submit" name="intent" value="remove-member" className="btn-danger">
              {self ? (
                "Leave the company"
              ) : (
                <>
                  Remove<span className="sr-only"> {member.email}</span>
                </>
              )}
            </button>
          </Form>
        ) : null}
      </div>
      {self ? <p className="field-hint">Leaving deletes your account; the apps stay.</p> : null}
    </li>
  );
}

/** An owner renames the company (sign-up gave it a default such as "Maya Chen's apps"). */
export function CompanyNameForm(props: {
  reply: ActionReply | undefined;
  constraint: FormConstraint;
  companyName: string;
  max: number;
}) {
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: TEAM_FORMS.companyName,
    reply: props.reply,
    constraint: props.constraint,
    defaultValue: { companyName: props.companyName },
  });
  return (
    <section aria-labelledby="company-name-heading" className="card space-y-3">
      <h3 id="company-name-heading" className="text-lg font-bold">
        Company name
      </h3>
      <AppForm
        form={form}
        reply={props.reply}
        labels={{ companyName: "Company name" }}
        summaryTitle="The name was not changed"
        className="space-y-3"
      >
        <Field
          meta={fields.companyName}
          label="Company name"
          help="Shown to your team, in invitations and on your plans."
          maxLength={props.max}
          autoComplete="organization"
        />
        <SubmitButton intent="rename-company">Save name</SubmitButton>
      </AppForm>
    </section>
  );
}

export function InviteForm(props: {
  reply: ActionReply | undefined;
  constraint: FormConstraint;
  mailConfigured: boolean;
  invitationDays: number;
  emailMax: number;
}) {
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: TEAM_FORMS.invite,
    reply: props.reply,
    constraint: props.constraint,
    defaultValue: { role: "member" },
  });
  return (
    <section aria-labelledby="invite-heading" className="card space-y-3">
      <h3 id="invite-heading" className="text-lg font-bold">
        Invite a teammate
      </h3>
      <p className="text-sm text-slate-700">
        {props.mailConfigured
          ? "We email them a link, and show it to you here too."
          : "You get a link to send them yourself (this server does not send email)."}{" "}
        The link works once, for {props.invitationDays} days.
      </p>
      <AppForm
        form={form}
        reply={props.reply}
        labels={{ email: "Email", role: "Role" }}
        summaryTitle="The invitation was not sent"
        className="space-y-3"
      >
        <Field
          meta={fields.email}
          label="Email"
          type="email"
          maxLength={props.emailMax}
          autoComplete="off"
        />
        <SelectField
          meta={fields.role}
          label="Role"
          options={ROLE_OPTIONS}
          className="[&_select]:w-auto"
        />
        <SubmitButton intent="invite">Send invitation</SubmitButton>
      </AppForm>
    </section>
  );
}

export function InvitationList(props: { invitations: Invitation[]; highlightId: string | null }) {
  return (
    <section aria-labelledby="invitations-heading" className="card space-y-3">
      <h3 id="invitations-heading" className="text-lg font-bold">
        Open invitations
      </h3>
      {props.invitations.length === 0 ? (
        <p className="text-sm text-slate-700">No open invitations.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {props.invitations.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              fresh={invitation.id === props.highlightId}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One open invitation: its link while it works, and Cancel. */
function InvitationRow({ invitation, fresh }: { invitation: Invitation; fresh: boolean }) {
  const cancel = useButtonForm(`${TEAM_FORMS.cancelInvitation}-${invitation.id}`);
  return (
    <li
      id={`invitation-${invitation.id}`}
      className={`space-y-2 py-3 ${fresh ? "rounded-lg bg-brand-50 px-2" : ""}`}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="break-all font-semibold">{invitation.email}</span>
        <span className="text-sm text-slate-700">as {invitation.roleLabel}</span>
        <span className={`text-sm ${invitation.expired ? "text-red-800" : "text-slate-700"}`}>
          {invitation.expired ? "Expired" : "Expires"}{" "}
          <time dateTime={invitation.expiresAt}>{invitation.expiresLabel}</time>
        </span>
      </p>
      {cancel.summary}
      {invitation.expired ? null : (
        <LinkField
          id={`invite-link-${invitation.id}`}
          label={`Invitation link for ${invitation.email}`}
          url={invitation.url}
        />
      )}
      <Form {...cancel.formProps}>
        <input type="hidden" name="targetId" value={invitation.id} />
        <button type="submit" name="intent" value="cancel-invitation" className="btn-secondary">
          Cancel invitation<span className="sr-only"> for {invitation.email}</span>
        </button>
      </Form>
    </li>
  );
}
