import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import {
  FieldError,
  FormErrors,
  errorsFor,
  invalidProps,
  typedValue,
  type FormReply,
} from "~/components/form-feedback";
import { PasswordStrengthMeter } from "~/components/password-strength-meter";
import { passwordStrength } from "~/lib/password-strength";
import { LAST_ADMIN_MESSAGE, RENEWING_SUBSCRIPTION_MESSAGE } from "~/lib/profile-rules";
import {
  changeEmail,
  changeEmailSchema,
  changePassword,
  changePasswordSchema,
  deleteAccount,
  deleteAccountSchema,
  getProfile,
} from "~/models/profile.server";
import { currentSessionId, destroyUserSession, requireUser } from "~/utils/auth.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";
import { readFormData } from "~/utils/form.server";

export const handle = { title: "Profile Settings" };

export const meta: MetaFunction = () => [{ title: "Profile Settings · App Marketing Machine" }];

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { profile: await getProfile(user.id) };
}

type ProfileActionData = { intent: string; reply: FormReply };

// Personal settings stay editable after a trial ends: a user must always be able to fix their
// email, change a leaked password or leave (docs/decisions/009-workspace.md).
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");

  if (intent === "change-email") {
    const submission = parseWithZod(formData, { schema: changeEmailSchema });
    if (submission.status !== "success") {
      return data<ProfileActionData>(
        { intent, reply: submission.reply({ hideFields: PASSWORD_FIELDS }) },
        { status: 400 },
      );
    }
    const result = await changeEmail(user.id, submission.value);
    if (!result.ok) {
      return data<ProfileActionData>(
        {
          intent,
          reply: submission.reply({
            fieldErrors: { [result.field]: [result.message] },
            hideFields: PASSWORD_FIELDS,
          }),
        },
        { status: 400 },
      );
    }
    return redirectWithSuccessToast("/profile", {
      title: "Email changed",
      description: `From now on you sign in with ${result.email}.`,
    });
  }

  if (intent === "change-password") {
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    if (submission.status !== "success") {
      return data<ProfileActionData>(
        { intent, reply: submission.reply({ hideFields: PASSWORD_FIELDS }) },
        { status: 400 },
      );
    }
    const sessionId = (await currentSessionId(request)) ?? "";
    const result = await changePassword(user.id, sessionId, submission.value);
    if (!result.ok) {
      return data<ProfileActionData>(
        {
          intent,
          reply: submission.reply({
            fieldErrors: { [result.field]: [result.message] },
            hideFields: PASSWORD_FIELDS,
          }),
        },
        { status: 400 },
      );
    }
    return redirectWithSuccessToast("/profile", {
      title: "Password changed",
      description: "You were signed out on every other device.",
    });
  }

  if (intent === "delete-account") {
    const submission = parseWithZod(formData, { schema: deleteAccountSchema });
    if (submission.status !== "success") {
      return data<ProfileActionData>(
        { intent, reply: submission.reply({ hideFields: PASSWORD_FIELDS }) },
        { status: 400 },
      );
    }
    const result = await deleteAccount(user.id, submission.value);
    if (!result.ok) {
      return data<ProfileActionData>(
        {
          intent,
          reply: submission.reply({
            fieldErrors: { [result.field]: [result.message] },
            hideFields: PASSWORD_FIELDS,
          }),
        },
        { status: result.field === "currentPassword" ? 400 : 409 },
      );
    }
    const cookie = await destroyUserSession(request);
    return redirectWithSuccessToast(
      "/",
      {
        title: "Account deleted",
        description: result.deletedTenant
          ? "Your account and your company's apps and plans have been deleted."
          : "Your account has been deleted.",
      },
      { headers: { "Set-Cookie": cookie } },
    );
  }

  return data<ProfileActionData>(
    {
      intent,
      reply: { status: "error", error: { "": ["Unknown action. Reload the page and try again."] } },
    },
    { status: 400 },
  );
}

function replyFor(actionData: ProfileActionData | undefined, intent: string): FormReply {
  return actionData?.intent === intent ? actionData.reply : undefined;
}

function PasswordInput({
  id,
  name,
  label,
  reply,
  autoComplete,
  onInput,
  describedBy,
}: {
  id: string;
  name: string;
  label: string;
  reply: FormReply;
  autoComplete: string;
  onInput?: (value: string) => void;
  describedBy?: string;
}) {
  const errors = errorsFor(reply, name);
  const errorId = `${id}-error`;
  const described = [errors.length ? errorId : null, describedBy].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        required
        autoComplete={autoComplete}
        className="field-input"
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={described || undefined}
        onInput={onInput ? (e) => onInput(e.currentTarget.value) : undefined}
      />
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

export default function ProfilePage() {
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ProfileActionData | undefined;
  const [newPassword, setNewPassword] = useState("");
  const emailReply = replyFor(actionData, "change-email");
  const passwordReply = replyFor(actionData, "change-password");
  const deleteReply = replyFor(actionData, "delete-account");
  const emailErrors = errorsFor(emailReply, "email");
  const confirmErrors = errorsFor(deleteReply, "confirmDeletion");
  const tenantErrors = errorsFor(deleteReply, "confirmTenantDeletion");
  const blockedDeletion = profile.isLastAdmin
    ? LAST_ADMIN_MESSAGE
    : profile.isLastUserOfTenant && profile.renewingSubscription
      ? RENEWING_SUBSCRIPTION_MESSAGE
      : null;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <section aria-labelledby="account-heading" className="card">
        <h2 id="account-heading" className="text-xl font-bold">
          Your account
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600">Email</dt>
          <dd className="break-all" data-testid="profile-email">
            {profile.email}
          </dd>
          <dt className="font-medium text-slate-600">Company</dt>
          <dd className="break-words">{profile.companyName}</dd>
          <dt className="font-medium text-slate-600">Role</dt>
          <dd>{profile.role === "admin" ? "Administrator" : "User"}</dd>
          <dt className="font-medium text-slate-600">Member since</dt>
          <dd>{new Date(profile.createdAt).toISOString().slice(0, 10)}</dd>
        </dl>
      </section>

      <section aria-labelledby="email-heading" className="card">
        <h2 id="email-heading" className="text-xl font-bold">
          Change email
        </h2>
        <Form method="post" className="mt-3 space-y-3">
          <FormErrors reply={emailReply} />
          <div>
            <label htmlFor="new-email" className="field-label">
              New email
            </label>
            <input
              id="new-email"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              defaultValue={typedValue(emailReply, "email")}
              className="field-input"
              {...invalidProps("new-email-error", emailErrors)}
            />
            <FieldError id="new-email-error" errors={emailErrors} />
          </div>
          <PasswordInput
            id="email-current-password"
            name="currentPassword"
            label="Current password"
            reply={emailReply}
            autoComplete="current-password"
          />
          <button type="submit" name="intent" value="change-email" className="btn-primary">
            Change email
          </button>
        </Form>
      </section>

      <section aria-labelledby="password-heading" className="card">
        <h2 id="password-heading" className="text-xl font-bold">
          Change password
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          At least 8 characters that reach &quot;Strong password&quot;. Every other device you are
          signed in on is signed out.
        </p>
        <Form method="post" className="mt-3 space-y-3">
          <FormErrors reply={passwordReply} />
          <PasswordInput
            id="password-current"
            name="currentPassword"
            label="Current password"
            reply={passwordReply}
            autoComplete="current-password"
          />
          <div>
            <PasswordInput
              id="password-new"
              name="newPassword"
              label="New password"
              reply={passwordReply}
              autoComplete="new-password"
              onInput={setNewPassword}
              describedBy="password-new-strength"
            />
            <PasswordStrengthMeter
              id="password-new-strength"
              strength={passwordStrength(newPassword)}
            />
          </div>
          <PasswordInput
            id="password-confirm"
            name="confirmPassword"
            label="Repeat the new password"
            reply={passwordReply}
            autoComplete="new-password"
          />
          <button type="submit" name="intent" value="change-password" className="btn-primary">
            Change password
          </button>
        </Form>
      </section>

      <section aria-labelledby="delete-heading" className="card border-red-200">
        <h2 id="delete-heading" className="text-xl font-bold text-red-800">
          Delete my account
        </h2>
        {blockedDeletion ? (
          <p className="mt-2 text-sm text-slate-800" data-testid="delete-blocked">
            {blockedDeletion}
          </p>
        ) : (
          <Form method="post" className="mt-3 space-y-3">
            <p className="text-sm text-slate-700">
              {profile.isLastUserOfTenant
                ? `You are the only user of ${profile.companyName}: deleting your account also deletes all of its apps, plans, checklists and numbers. This can't be undone.`
                : "Your account is deleted; your company's apps and plans stay with your colleagues. This can't be undone."}
            </p>
            <FormErrors reply={deleteReply} />
            <PasswordInput
              id="delete-current-password"
              name="currentPassword"
              label="Current password"
              reply={deleteReply}
              autoComplete="current-password"
            />
            <div>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="confirmDeletion"
                  className="mt-1 h-4 w-4"
                  {...invalidProps("confirm-deletion-error", confirmErrors)}
                />
                <span>I want to delete my account.</span>
              </label>
              <FieldError id="confirm-deletion-error" errors={confirmErrors} />
            </div>
            {profile.isLastUserOfTenant ? (
              <div>
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="confirmTenantDeletion"
                    className="mt-1 h-4 w-4"
                    {...invalidProps("confirm-tenant-error", tenantErrors)}
                  />
                  <span>
                    I understand that all of {profile.companyName}&apos;s apps and plans are deleted
                    too.
                  </span>
                </label>
                <FieldError id="confirm-tenant-error" errors={tenantErrors} />
              </div>
            ) : null}
            <button type="submit" name="intent" value="delete-account" className="btn-danger">
              Delete my account
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
