import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";

import { EMAIL_KIND_LABELS, EmailKindFields } from "~/components/email-kind-fields";
import { AppForm, CheckboxField, SelectField, useAppForm, useFormReply } from "~/components/forms";
import { RadioGroupField } from "~/components/forms/radio-group-field";
import {
  daysBeforeLabel,
  EMAIL_KIND_CHOICES,
  type EmailPreferences,
  hourLabel,
  REMINDER_DAYS_BEFORE,
  REMINDER_HOURS,
} from "~/lib/email-preferences";
import type { FormConstraint } from "~/lib/forms";
import { LITE_MODE_LABEL } from "~/lib/lite-mode";
import { DEFAULT_PAGES, supportedTimeZones, WEEK_STARTS } from "~/lib/preferences";
import {
  emailPreferencesSchema,
  getEmailPreferences,
  updateEmailPreferences,
} from "~/models/email-preferences.server";
import { getPreferences, preferencesSchema, updatePreferences } from "~/models/preferences.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { dispatchIntent, formReply, type Intents } from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { liteChoiceCookie, readLiteChoice } from "~/utils/lite-mode.server";
import { type PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Preferences" };

export const meta: MetaFunction = () => [{ title: "Preferences · App Marketing Machine" }];

const PREFERENCES_FORM = "preferences";
const EMAIL_FORM = "email-preferences";

/** The saved preferences, Lite mode ticked too when this browser switched it on (its cookie). */
async function browserPreferences(request: Request, userId: string) {
  const saved = await getPreferences(userId);
  return { ...saved, liteMode: saved.liteMode || readLiteChoice(request) === "on" };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    preferences: await browserPreferences(request, user.id),
    timeZones: supportedTimeZones(),
    constraint: getZodConstraint(preferencesSchema),
    email: await getEmailPreferences(user.id),
    emailConstraint: getZodConstraint(emailPreferencesSchema),
  };
}

// Preferences are personal settings, so they stay editable after a trial ends
// (docs/decisions/009-workspace.md).
export const intents = {
  "save-preferences": {
    form: PREFERENCES_FORM,
    run: async ({ ctx: user, formData, formId, request }) => {
      const submission = parseWithZod(formData, { schema: preferencesSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      await updatePreferences(user.id, submission.value);
      const lite = submission.value.liteMode ? " Lite mode is on." : "";
      const page = DEFAULT_PAGES.find((p) => p.path === submission.value.defaultPage)?.label;
      // Unticked where the switch's cookie turned it on: off in this browser too.
      const offHere = !submission.value.liteMode && readLiteChoice(request) === "on";
      const headers = offHere ? { "Set-Cookie": liteChoiceCookie("off") } : undefined;
      return redirectWithSuccessToast(
        "/preferences",
        {
          title: "Preferences saved",
          description: `Times show in ${submission.value.timeZone}; weeks start on ${
            submission.value.weekStart === 0 ? "Sunday" : "Monday"
          }; you land on ${page} after signing in.${lite}`,
        },
        { headers },
      );
    },
  },
  "save-email-preferences": {
    form: EMAIL_FORM,
    run: async ({ ctx: user, formData, formId }) => {
      const submission = parseWithZod(formData, { schema: emailPreferencesSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      const saved = await updateEmailPreferences(user.id, submission.value);
      const on = EMAIL_KIND_CHOICES.filter((choice) => saved[choice.kind]).map((c) => c.label);
      const when = `${daysBeforeLabel(saved.reminderDaysBefore).toLowerCase()}, at ${hourLabel(
        saved.reminderHour,
      )} ${user.timeZone}`;
      return redirectWithSuccessToast("/preferences#email-heading", {
        title: "Email settings saved",
        description:
          on.length === 0
            ? "You get none of these emails."
            : `You get: ${on.join(", ")}.${saved.taskReminders ? ` Task reminders come ${when}.` : ""}`,
      });
    },
  },
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireUser(request), intents);
}

/** With JavaScript: offer the device's own time zone when it differs from the chosen one. */
function useDeviceTimeZone(timeZones: string[]) {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (device && timeZones.includes(device)) setZone(device);
  }, [timeZones]);
  return zone;
}

export default function PreferencesPage() {
  const { preferences, timeZones, constraint, email, emailConstraint } =
    useLoaderData<typeof loader>();
  const reply = useFormReply(PREFERENCES_FORM);
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: PREFERENCES_FORM,
    reply,
    constraint,
    defaultValue: {
      timeZone: preferences.timeZone,
      weekStart: String(preferences.weekStart),
      defaultPage: preferences.defaultPage,
      liteMode: preferences.liteMode ? "on" : undefined,
    },
  });
  const deviceZone = useDeviceTimeZone(timeZones);
  const chosenZone = fields.timeZone.value ?? preferences.timeZone;

  return (
    <div className="mx-auto max-w-2xl">
      <section aria-labelledby="preferences-heading" className="card">
        <h2 id="preferences-heading" className="text-xl font-bold">
          Your preferences
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Saved for you only; colleagues in your company keep their own.
        </p>
        <AppForm
          form={form}
          reply={reply}
          labels={{
            timeZone: "Time zone",
            weekStart: "Weeks start on",
            defaultPage: "Page after sign-in",
            liteMode: LITE_MODE_LABEL,
          }}
          summaryTitle="Your preferences were not saved"
          className="mt-4 space-y-5"
        >
          <div>
            <SelectField
              meta={fields.timeZone}
              label="Time zone"
              options={timeZones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
              help="Used for due times on the launch checklist and the marketing calendar (Product Hunt's day starts at 12:01 a.m. Pacific time, shown in your zone)."
            />
            {deviceZone && deviceZone !== chosenZone ? (
              <button
                type="button"
                className="btn-ghost mt-1 px-2"
                onClick={() => form.update({ name: fields.timeZone.name, value: deviceZone })}
              >
                Use this device&apos;s time zone ({deviceZone.replaceAll("_", " ")})
              </button>
            ) : null}
          </div>

          <RadioGroupField
            meta={fields.weekStart}
            legend="Weeks start on"
            options={WEEK_STARTS.map((option) => ({
              value: String(option.value),
              label: option.label,
            }))}
            help="Used for the weekly numbers on Analytics and the calendar."
          />

          <SelectField
            meta={fields.defaultPage}
            label="Page after sign-in"
            options={DEFAULT_PAGES.map((page) => ({ value: page.path, label: page.label }))}
          />

          <CheckboxField
            meta={fields.liteMode}
            label={LITE_MODE_LABEL}
            help="Pages load without scripts and with the least data, on every device you sign in on. Everything still works, with full page loads."
          />

          <button type="submit" name="intent" value="save-preferences" className="btn-primary">
            Save preferences
          </button>
        </AppForm>
      </section>

      <EmailSection email={email} constraint={emailConstraint} timeZone={preferences.timeZone} />
    </div>
  );
}

/** The Email section: its own form, so saving it never sends the preferences above. */
function EmailSection({
  email,
  constraint,
  timeZone,
}: {
  email: EmailPreferences;
  constraint: FormConstraint;
  timeZone: string;
}) {
  const reply = useFormReply(EMAIL_FORM);
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: EMAIL_FORM,
    reply,
    constraint,
    defaultValue: {
      taskReminders: email.taskReminders ? "on" : undefined,
      launchCountdown: email.launchCountdown ? "on" : undefined,
      weeklyDigest: email.weeklyDigest ? "on" : undefined,
      teamNotices: email.teamNotices ? "on" : undefined,
      reminderHour: String(email.reminderHour),
      reminderDaysBefore: String(email.reminderDaysBefore),
    },
  });
  const zone = timeZone.replaceAll("_", " ");
  const hourLabelText = `Send reminders at (${zone} time)`;
  return (
    <section aria-labelledby="email-heading" className="card mt-6">
      <h2 id="email-heading" className="text-xl font-bold">
        Email
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Which emails we send you, and when. Every one of them has a link to turn its kind off, no
        sign-in needed.
      </p>
      <AppForm
        form={form}
        reply={reply}
        labels={{
          ...EMAIL_KIND_LABELS,
          reminderHour: hourLabelText,
          reminderDaysBefore: "Remind me",
        }}
        summaryTitle="Your email settings were not saved"
        className="mt-4 space-y-5"
      >
        <EmailKindFields
          legend="Emails"
          fields={{
            taskReminders: fields.taskReminders,
            launchCountdown: fields.launchCountdown,
            weeklyDigest: fields.weeklyDigest,
            teamNotices: fields.teamNotices,
          }}
        />
        <SelectField
          meta={fields.reminderHour}
          label={hourLabelText}
          options={REMINDER_HOURS}
          help={`Task reminders and the weekly digest go out at this hour in your time zone, ${zone}.`}
        />
        <SelectField
          meta={fields.reminderDaysBefore}
          label="Remind me"
          options={REMINDER_DAYS_BEFORE}
          help="When a task's reminder comes, counted from the day it is due."
        />
        <button type="submit" name="intent" value="save-email-preferences" className="btn-primary">
          Save email settings
        </button>
      </AppForm>
    </section>
  );
}
