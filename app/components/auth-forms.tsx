// The sign-in, free-trial and demo forms of /auth. Plain forms that work without JavaScript;
// with it, the pending texts and the live password meter appear.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";

import { errorsFor, FormErrors, typedValue } from "~/components/form-feedback";
import { HoneypotField } from "~/components/honeypot-field";
import { PasswordStrengthMeter } from "~/components/password-strength-meter";
import { passwordStrength } from "~/lib/password-strength";
import { TRIAL_DAYS } from "~/lib/plan";

type Limits = { emailMax: number; passwordMax: number; companyNameMax: number };
type Result = SubmissionResult<string[]> | undefined;

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

function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <div id={id} className="field-error">
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

type FieldProps = {
  form: string;
  name: string;
  label: string;
  result: Result;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
  extra?: ReactNode;
  describedBy?: string;
};

function Field({ form, name, label, result, children, extra, describedBy }: FieldProps) {
  const id = `${form}-${name}`;
  const errors = errorsFor(result, name);
  const errorId = `${id}-error`;
  const described = [errors.length ? errorId : null, describedBy ?? null].filter(Boolean);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({
        id,
        name,
        "aria-invalid": errors.length ? true : undefined,
        "aria-describedby": described.length ? described.join(" ") : undefined,
      })}
      <FieldErrors id={errorId} errors={errors} />
      {extra}
    </div>
  );
}

/** After a failed post the password field is emptied: the password is never sent back. */
function useClearedOnResult(result: Result) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (result && ref.current) ref.current.value = "";
  }, [result]);
  return ref;
}

export function LoginForm({
  lastResult,
  redirectTo,
  limits,
}: {
  lastResult: Result;
  redirectTo: string;
  limits: Limits;
}) {
  const passwordRef = useClearedOnResult(lastResult);
  return (
    <Form method="post" className="mt-6 space-y-4" aria-label="Sign in">
      <HoneypotField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormErrors reply={lastResult} />
      <Field form="login" name="email" label="Email" result={lastResult}>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            required
            maxLength={limits.emailMax}
            defaultValue={typedValue(lastResult, "email")}
            className="field-input"
          />
        )}
      </Field>
      <Field form="login" name="password" label="Password" result={lastResult}>
        {(props) => (
          <input
            {...props}
            ref={passwordRef}
            type="password"
            autoComplete="current-password"
            required
            maxLength={limits.passwordMax}
            className="field-input"
          />
        )}
      </Field>
      <SubmitButton
        intent="login"
        label="Sign In"
        pendingLabel="Signing In..."
        className="btn-primary w-full"
      />
    </Form>
  );
}

/** The browser's time zone in a hidden field; without JavaScript it stays empty (UTC). */
function useBrowserTimeZone() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.value = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  }, []);
  return ref;
}

export function RegisterForm({ lastResult, limits }: { lastResult: Result; limits: Limits }) {
  const passwordRef = useClearedOnResult(lastResult);
  const timeZoneRef = useBrowserTimeZone();
  // A failed post empties the password field, so the meter starts again from nothing.
  const [typed, setTyped] = useState("");
  useEffect(() => setTyped(""), [lastResult]);
  const strength = passwordStrength(typed);
  return (
    <Form method="post" className="mt-6 space-y-4" aria-label="Start free trial">
      <HoneypotField />
      <FormErrors reply={lastResult} />
      <Field form="register" name="email" label="Work email" result={lastResult}>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            required
            maxLength={limits.emailMax}
            defaultValue={typedValue(lastResult, "email")}
            className="field-input"
          />
        )}
      </Field>
      <Field
        form="register"
        name="password"
        label="Password"
        result={lastResult}
        describedBy="register-password-strength"
        extra={<PasswordStrengthMeter id="register-password-strength" strength={strength} />}
      >
        {(props) => (
          <input
            {...props}
            ref={passwordRef}
            type="password"
            autoComplete="new-password"
            required
            maxLength={limits.passwordMax}
            onInput={(event) => setTyped(event.currentTarget.value)}
            className="field-input"
          />
        )}
      </Field>
      <input type="hidden" name="timeZone" ref={timeZoneRef} defaultValue="" />
      <Field form="register" name="companyName" label="Company name" result={lastResult}>
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="organization"
            required
            maxLength={limits.companyNameMax}
            defaultValue={typedValue(lastResult, "companyName")}
            className="field-input"
          />
        )}
      </Field>
      <div className="flex items-start gap-3">
        <input
          id="register-acceptTerms"
          type="checkbox"
          name="acceptTerms"
          value="on"
          defaultChecked={typedValue(lastResult, "acceptTerms") === "on"}
          className="mt-1 h-5 w-5 rounded border-slate-400 text-brand-600"
        />
        <label htmlFor="register-acceptTerms" className="text-sm text-slate-700">
          I agree to the{" "}
          <Link to="/terms" className="font-medium text-brand-700 underline">
            Terms of Service
          </Link>{" "}
          and the{" "}
          <Link to="/privacy" className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </label>
      </div>
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

export function DemoAccess({ highlighted }: { highlighted: boolean }) {
  return (
    <Form
      method="post"
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
      <SubmitButton
        intent="demo"
        label="Try the Live Demo"
        pendingLabel="Opening Demo..."
        className={`${highlighted ? "btn-primary" : "btn-secondary"} mt-3 w-full`}
      />
    </Form>
  );
}
