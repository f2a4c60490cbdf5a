// The /team page's panels: the people, the invite form and the open invitations. Plain post
// forms told apart by their `intent` button, so everything works with JavaScript off.
import { Form } from "@remix-run/react";

import {
  errorsFor,
  FieldError,
  FormErrors,
  type FormReply,
  invalidProps,
  typedValue,
} from "~/components/form-feedback";
import { LinkField } from "~/components/link-field";

type Member = { id: string; email: string; role: "owner" | "member"; roleLabel: string };
type Invitation = {
  id: string;
  email: string;
  roleLabel: string;
  url: string;
  expiresAt: string;
  expired: boolean;
};
type ReplyFor = (intent: string, targetId?: string) => FormReply;

function RoleSelect({ id, value }: { id: string; value: string }) {
  return (
    <select id={id} name="role" defaultValue={value} className="field-input w-auto">
      <option value="member">Member</option>
      <option value="owner">Owner</option>
    </select>
  );
}

export function MemberList(props: {
  members: Member[];
  me: string;
  canManage: boolean;
  replyFor: ReplyFor;
}) {
  return (
    <section aria-labelledby="members-heading" className="card space-y-3">
      <h3 id="members-heading" className="text-lg font-bold">
        People ({props.members.length})
      </h3>
      <ul className="divide-y divide-slate-200" aria-label="People in your company">
        {props.members.map((member) => {
          const self = member.id === props.me;
          const roleReply = props.replyFor("change-role", member.id);
          const removeReply = props.replyFor("remove-member", member.id);
          return (
            <li key={member.id} id={`member-${member.id}`} className="space-y-2 py-3">
              <p className="flex flex-wrap items-center gap-2">
                <span className="break-all font-semibold">{member.email}</span>
                {self ? <span className="text-sm text-slate-600">(you)</span> : null}
                <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
                  {member.roleLabel}
                </span>
              </p>
              <FormErrors reply={roleReply} />
              <FormErrors reply={removeReply} />
              <div className="flex flex-wrap items-end gap-2">
                {props.canManage ? (
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="targetId" value={member.id} />
                    <div>
                      <label htmlFor={`role-${member.id}`} className="field-label">
                        Role of {member.email}
                      </label>
                      <RoleSelect id={`role-${member.id}`} value={member.role} />
                      <FieldError
                        id={`role-${member.id}-error`}
                        errors={errorsFor(roleReply, "role")}
                      />
                    </div>
                    <button
                      type="submit"
                      name="intent"
                      value="change-role"
                      className="btn-secondary"
                    >
                      Save role<span className="sr-only"> of {member.email}</span>
                    </button>
                  </Form>
                ) : null}
                {props.canManage || self ? (
                  <Form method="post">
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

export function InviteForm(props: {
  reply: FormReply;
  mailConfigured: boolean;
  invitationDays: number;
  emailMax: number;
}) {
  const emailErrors = errorsFor(props.reply, "email");
  const roleErrors = errorsFor(props.reply, "role");
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
      <Form method="post" className="space-y-3">
        <FormErrors reply={props.reply} />
        <div>
          <label htmlFor="invite-email" className="field-label">
            Email
          </label>
          <input
            id="invite-email"
            name="email"
            type="email"
            required
            maxLength={props.emailMax}
            autoComplete="off"
            defaultValue={typedValue(props.reply, "email")}
            className="field-input"
            {...invalidProps("invite-email-error", emailErrors)}
          />
          <FieldError id="invite-email-error" errors={emailErrors} />
        </div>
        <div>
          <label htmlFor="invite-role" className="field-label">
            Role
          </label>
          <RoleSelect id="invite-role" value={typedValue(props.reply, "role", "member")} />
          <FieldError id="invite-role-error" errors={roleErrors} />
        </div>
        <button type="submit" name="intent" value="invite" className="btn-primary">
          Send invitation
        </button>
      </Form>
    </section>
  );
}

export function InvitationList(props: {
  invitations: Invitation[];
  highlightId: string | null;
  replyFor: ReplyFor;
}) {
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
            const reply = props.replyFor("cancel-invitation", invitation.id);
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
                <FormErrors reply={reply} />
                {invitation.expired ? null : (
                  <LinkField
                    id={`invite-link-${invitation.id}`}
                    label={`Invitation link for ${invitation.email}`}
                    url={invitation.url}
                  />
                )}
                <Form method="post">
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
