// The sign-in, free-trial and demo forms of /auth, in the one form pattern (docs/forms.md).
// Plain forms that work without JavaScript; with it, the pending texts and the live password
// meter appear. Passwords are never sent back: after a failed post the field starts empty.
import { Form, Link, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { type ComponentProps, useEffect, useState } from "react";

import {
  appFormProps,
  CheckboxField,
  ErrorSummary,
  Field,
  useAppForm,
  useButtonForm,
} from "~/components/forms";
import { PasswordField } from "~/components/forms/password-field";
import { HoneypotField } from "~/components/honeypot-field";
import { PasswordStrengthMeter } from "~/components/password-strength-meter";
import { useHydrated } from "~/components/use-hydrated";
import { FILL_BROWSER_TIME_ZONE } from "~/lib/browser-time-zone";
import type { ActionReply, FormConstraint } from "~/lib/forms";
import { PASSWORD_MIN_LENGTH } from "~/lib/limits";
import { type PasswordStrength, passwordStrength } from "~/lib/password-strength";
import { TRIAL_DAYS } from "~/lib/plan";

type Limits = { emailMax: number; passwordMax: number; companyNameMax: number };
type Reply = ActionReply | undefined;

/** The intent of the form being submitted right now, or null. */
function usePendingIntent(): string | null {
  const navigation = useNavigation();
  const intent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  return typeof intent === "string" ? intent : null;
}

/** The form's submit button: with JavaScript it shows `pendingLabel` and waits while sending. */
function SubmitButton({
  intent,
  label,
  pendingLabel,
  className,
}: {
  intent: string;
  label: string;
  pendingLabel: string;
  className: string;
}) {
  const pending = usePendingIntent() === intent;
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}

/** The account email field of the sign-in and free-trial forms. */
function EmailField({
  meta,
  label,
  maxLength,
  autoComplete = "email",
}: {
  meta: ComponentProps<typeof Field>["meta"];
  label: string;
  maxLength: number;
  autoComplete?: string;
}) {
  return (
    <Field
      meta={meta}
      label={label}
      type="email"
      autoComplete={autoComplete}
      maxLength={maxLength}
    />
  );
}

export function LoginForm({
  reply,
  action,
  redirectTo,
  limits,
  constraint,
}: {
  reply: Reply;
  /** Where it posts (the form strategy reads the body there), with the page to come back to. */
  action: string;
  redirectTo: string;
  limits: Limits;
  constraint: FormConstraint;
}) {
  const [form, fields] = useAppForm({ id: "login", reply, constraint });
  return (
    <Form {...appFormProps(form)} action={action} className="mt-6 space-y-4" aria-label="Sign in">
      <ErrorSummary
        form={form}
        reply={reply}
        labels={{ email: "Email", password: "Password" }}
        title="Login failed"
      />
      <HoneypotField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* "webauthn": the browser may offer this site's passkeys here (passkey autofill). */}
      <EmailField
        meta={fields.email}
        label="Email"
        maxLength={limits.emailMax}
        autoComplete="username webauthn"
      />
      <PasswordField
        meta={fields.password}
        label="Password"
        clearOn={reply}
        autoComplete="current-password"
        maxLength={limits.passwordMax}
      />
      <p className="text-right text-sm">
        <Link to="/forgot-password" className="tap font-medium text-brand-700 underline">
          Forgot password?
        </Link>
      </p>
      <SubmitButton
        intent="login"
        label="Sign In"
        pendingLabel="Signing In..."
        className="btn-primary w-full"
      />
    </Form>
  );
}

/** Also on a client-side mount (the Start Free Trial tab), where the inline script never runs. */
function fillTimeZone(input: HTMLInputElement | null) {
  if (input) input.value = Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The browser's time zone in a hidden field, filled by the inline script after it before the
 * page's scripts load. Without JavaScript it stays empty and the account starts on UTC; the
 * server stores the zone under its current name. No value prop: hydrating one would empty it.
 */
function BrowserTimeZoneField() {
  // A Lite page carries no script at all: the account starts on UTC, changeable on /preferences.
  const lite = (useRouteLoaderData("root") as { lite?: boolean } | undefined)?.lite;
  return (
    <>
      <input type="hidden" name="timeZone" ref={fillTimeZone} />
      {lite ? null : <script dangerouslySetInnerHTML={{ __html: FILL_BROWSER_TIME_ZONE }} />}
    </>
  );
}

export function RegisterForm({
  reply,
  limits,
  constraint,
}: {
  reply: Reply;
  limits: Limits;
  constraint: FormConstraint;
}) {
  const [form, fields] = useAppForm({ id: "register", reply, constraint });
  // A failed post empties the password field, so the meter starts again from nothing.
  const [typed, setTyped] = useState("");
  useEffect(() => setTyped(""), [reply]);
  // With JavaScript off the server says how strong the sent password was (the field is emptied).
  // With JavaScript on the meter starts again from nothing, as the field does.
  const hydrated = useHydrated();
  const sent =
    !hydrated && typed === ""
      ? (reply?.passwordStrength as PasswordStrength | undefined)
      : undefined;
  const strength = sent ?? passwordStrength(typed);
  const strengthId = "register-password-strength";
  return (
    <Form {...appFormProps(form)} className="mt-6 space-y-4" aria-label="Start free trial">
      <ErrorSummary
        form={form}
        reply={reply}
        labels={{
          email: "Email",
          password: "Password",
          companyName: "Company name",
          acceptTerms: "Terms",
        }}
        title="Registration failed"
      />
      <HoneypotField />
      <EmailField meta={fields.email} label="Email" maxLength={limits.emailMax} />
      <PasswordField
        meta={fields.password}
        label="Password"
        clearOn={reply}
        extra={<PasswordStrengthMeter id={strengthId} strength={strength} sent={!!sent} />}
        extraId={strengthId}
        help={`At least ${PASSWORD_MIN_LENGTH} characters, not one of the most common passwords.`}
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        onInput={(event) => setTyped(event.currentTarget.value)}
      />
      <BrowserTimeZoneField />
      <Field
        meta={fields.companyName}
        label="Company name (optional)"
        help="Empty? We call it “<your name>’s apps”."
        autoComplete="organization"
        maxLength={limits.companyNameMax}
      />
      <CheckboxField
        meta={fields.acceptTerms}
        label={
          <>
            I agree to the{" "}
            <Link to="/terms" className="font-medium text-brand-700 underline">
              Terms of Service
            </Link>{" "}
            and the{" "}
            <Link to="/privacy" className="font-medium text-brand-700 underline">
              Privacy Policy
            </Link>
            .
          </>
        }
      />
      <SubmitButton
        intent="register"
        label="Start Free Trial"
        pendingLabel="Creating Account..."
        className="btn-primary w-full"
      />
      <p className="text-center text-sm text-slate-600">
        {TRIAL_DAYS} days free. No credit card required.
      </p>
    </Form>
  );
}

/** TRY LIVE DEMO: one button (and the honeypot); a refusal shows in the pattern's summary. */
export function DemoAccess({ highlighted, formId }: { highlighted: boolean; formId: string }) {
  const demo = useButtonForm(formId, "The demo did not open");
  return (
    <Form
      {...demo.formProps}
      aria-label="Try the live demo"
      className={`mt-6 rounded-xl border p-4 ${
        highlighted ? "border-amber-400 bg-amber-50 ring-4 ring-amber-300" : "border-slate-200"
      }`}
      data-highlighted={highlighted ? "true" : undefined}
    >
      <HoneypotField />
      <p className="text-sm text-slate-700">
        {highlighted
          ? "Here is the live demo: one click and you are in, with sample apps already planned."
          : "Just looking? Explore a demo account with sample apps, no sign-up needed."}
      </p>
      {demo.summary ? <div className="mt-3">{demo.summary}</div> : null}
      <SubmitButton
        intent="demo"
        label="Try the Live Demo"
        pendingLabel="Opening Demo..."
        className={`${highlighted ? "btn-primary" : "btn-secondary"} mt-3 w-full`}
      />
    </Form>
  );
}
