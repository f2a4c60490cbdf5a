// The /team page's panels: the people, the invite form and the open invitations. Plain post
// forms told apart by their `intent` button, so everything works with JavaScript off. A row's
// forms carry the person's or invitation's id in their form id, so only that row shows a reply.
import { Form } from "@remix-run/react";

import {
  AppForm,
  ErrorList,
  Field,
  type FormConstraint,
  SelectField,
  useAppForm,
  useFormReply,
} from "~/components/forms";
import { SubmitButton } from "~/components/forms/submit-button";
import { LinkField } from "~/components/link-field";
import { type ActionReply, formErrorsOf } from "~/lib/forms";

/** The Team page's form ids; a row's form adds `-<id>` of its person or invitation. */
export const TEAM_FORMS = {
  invite: "invite",
  changeRole: "change-role",
  removeMember: "remove-member",
  cancelInvitation: "cancel-invitation",
} as const;

const ROLE_OPTIONS = [
  { value: "member", label: "Member" },
  { value: "owner", label: "Owner" },
] as const;

type Member = { id: string; email: string; role: "owner" | "member"; roleLabel: string };
type Invitation = {
  id: string;
  email: string;
  roleLabel: string;
  url: string;
  expiresAt: string;
  expired: boolean;
};

/** The reason a row's button was refused, under the row (a toast says it too). */
function RowRefusal({ reply }: { reply: ActionReply | undefined }) {
  const errors = formErrorsOf(reply?.result);
  if (errors.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <ErrorList errors={errors} />
    </div>
  );
}

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
        {props.members.map((member) => {
          const self = member.id === props.me;
          const removeFormId = `${TEAM_FORMS.removeMember}-${member.id}`;
          return (
            <li key={member.id} id={`member-${member.id}`} className="space-y-2 py-3">
              <p className="flex flex-wrap items-center gap-2">
                <span className="break-all font-semibold">{member.email}</span>
                {self ? <span className="text-sm text-slate-600">(you)</span> : null}
                <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
                  {member.roleLabel}
                </span>
              </p>
              <RowReply formId={removeFormId} />
              <div className="flex flex-wrap items-end gap-2">
                {props.canManage ? (
                  <RoleForm member={member} constraint={props.roleConstraint} />
                ) : null}
                {props.canManage || self ? (
                  <Form method="post" id={removeFormId}>
                    <input type="hidden" name="targetId" value={member.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="remove-member"
                      className="btn-danger"
                    >
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
              {self ? (
                <p className="field-hint">Leaving deletes your account; the apps stay.</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function RowReply({ formId }: { formId: string }) {
  return <RowRefusal reply={useFormReply(formId)} />;
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
          {props.invitations.map((invitation) => {
            const cancelFormId = `${TEAM_FORMS.cancelInvitation}-${invitation.id}`;
            const fresh = invitation.id === props.highlightId;
            return (
              <li
                key={invitation.id}
                id={`invitation-${invitation.id}`}
                className={`space-y-2 py-3 ${fresh ? "rounded-lg bg-brand-50 px-2" : ""}`}
              >
                <p className="flex flex-wrap items-center gap-2">
                  <span className="break-all font-semibold">{invitation.email}</span>
                  <span className="text-sm text-slate-700">as {invitation.roleLabel}</span>
                  <span
                    className={`text-sm ${invitation.expired ? "text-red-800" : "text-slate-700"}`}
                  >
                    {invitation.expired ? "Expired" : "Expires"}{" "}
                    <time dateTime={invitation.expiresAt}>{invitation.expiresAt.slice(0, 10)}</time>
                  </span>
                </p>
                <RowReply formId={cancelFormId} />
                {invitation.expired ? null : (
                  <LinkField
                    id={`invite-link-${invitation.id}`}
                    label={`Invitation link for ${invitation.email}`}
                    url={invitation.url}
                  />
                )}
                <Form method="post" id={cancelFormId}>
                  <input type="hidden" name="targetId" value={invitation.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="cancel-invitation"
                    className="btn-secondary"
                  >
                    Cancel invitation<span className="sr-only"> for {invitation.email}</span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
