import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";

import { EMAIL_KIND_LABELS, EmailKindFields } from "~/components/email-kind-fields";
import {
  AppForm,
  ButtonForm,
  CheckboxField,
  ErrorList,
  SelectField,
  useAppForm,
  useFormReply,
} from "~/components/forms";
import type { AnyField } from "~/components/forms/types";
import {
  daysBeforeLabel,
  EMAIL_KIND_CHOICES,
  hourLabel,
  REMINDER_DAYS_BEFORE,
  REMINDER_HOURS,
} from "~/lib/email-preferences";
import { LITE_MODE_LABEL } from "~/lib/lite-mode";
import { DEFAULT_PAGES, DEFAULT_TIME_ZONE, WEEK_STARTS } from "~/lib/preferences";
import {
  currentTimeZoneName,
  type TimeZoneGroup,
  timeZoneGroups,
  timeZoneLabel,
} from "~/lib/time-zones";
import { getEmailPreferences } from "~/models/email-preferences.server";
import {
  getPreferences,
  preferencesPageSchema,
  savePreferencesPage,
  setTimeZone,
  timeZoneOnlySchema,
} from "~/models/preferences.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { dispatchIntent, formReply, type Intents } from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { liteChoiceCookie, readLiteChoice } from "~/utils/lite-mode.server";
import { type PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

import { RadioGroupField } from "./radio-group-field";

export const handle = { title: "Preferences" };

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

const PREFERENCES_FORM = "preferences";
const BROWSER_ZONE_FORM = "browser-time-zone";

/** The saved preferences, Lite mode ticked too when this browser switched it on (its cookie). */
async function browserPreferences(request: Request, userId: string) {
  const saved = await getPreferences(userId);
  return { ...saved, liteMode: saved.liteMode || readLiteChoice(request) === "on" };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    preferences: await browserPreferences(request, user.id),
    timeZones: timeZoneGroups(),
    constraint: getZodConstraint(preferencesPageSchema),
    email: await getEmailPreferences(user.id),
  };
}

const zoneText = (zone: string) => zone.replaceAll("_", " ");

// Preferences are personal settings, so they stay editable after a trial ends
// (docs/decisions/009-workspace.md). One form and one button save every field on the page
// (docs/decisions/055-settings-keep-what-you-chose.md).
export const intents = {
  "save-preferences": {
    form: PREFERENCES_FORM,
    run: async ({ ctx: user, formData, formId, request }) => {
      const submission = parseWithZod(formData, { schema: preferencesPageSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      const saved = submission.value;
      await savePreferencesPage(user.id, saved);
      const lite = saved.liteMode ? " Lite mode is on." : "";
      const page = DEFAULT_PAGES.find((p) => p.path === saved.defaultPage)?.label;
      const on = EMAIL_KIND_CHOICES.filter((choice) => saved[choice.kind]).map((c) => c.label);
      const when = `${daysBeforeLabel(saved.reminderDaysBefore).toLowerCase()}, at ${hourLabel(
        saved.reminderHour,
      )} ${zoneText(saved.timeZone)} time`;
      const emails =
        on.length === 0
          ? "You get none of these emails."
          : `You get: ${on.join(", ")}.${saved.taskReminders ? ` Task reminders come ${when}.` : ""}`;
      // Unticked where the switch's cookie turned it on: off in this browser too.
      const offHere = !saved.liteMode && readLiteChoice(request) === "on";
      const headers = offHere ? { "Set-Cookie": liteChoiceCookie("off") } : undefined;
      return redirectWithSuccessToast(
        "/preferences",
        {
          title: "Preferences saved",
          description: `Times show in ${zoneText(saved.timeZone)}; weeks start on ${
            saved.weekStart === 0 ? "Sunday" : "Monday"
          }; you land on ${page} after signing in.${lite} ${emails}`,
        },
        { headers },
      );
    },
  },
  // "Your browser says Asia/Kolkata — use it?": the zone alone, in one press.
  "use-browser-time-zone": {
    form: BROWSER_ZONE_FORM,
    run: async ({ ctx: user, formData, formId }) => {
      const submission = parseWithZod(formData, { schema: timeZoneOnlySchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      await setTimeZone(user.id, submission.value.timeZone);
      return redirectWithSuccessToast("/preferences", {
        title: "Time zone saved",
        description: `Times and reminders now follow ${zoneText(submission.value.timeZone)}.`,
      });
    },
  },
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireUser(request), intents);
}

/**
 * With JavaScript: the browser's own zone, under its current name, when it is a listed one. Not
 * UTC: a browser that says UTC is most often one that hides its zone (or a server).
 */
function useBrowserTimeZone(groups: TimeZoneGroup[]) {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    const known = new Set(groups.flatMap((group) => group.zones.map(([name]) => name)));
    const browser = currentTimeZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone, known);
    setZone(browser === DEFAULT_TIME_ZONE ? null : browser);
  }, [groups]);
  return zone;
}

export default function PreferencesPage() {
  const data = useLoaderData<typeof loader>();
  const browserZone = useBrowserTimeZone(data.timeZones);
  return (
    <div className="mx-auto max-w-2xl">
      {browserZone && browserZone !== data.preferences.timeZone ? (
        <BrowserZoneOffer zone={browserZone} />
      ) : null}
      {/* Saved elsewhere (the offer above, another tab): the form starts again from the saved values. */}
      <PreferencesForm key={JSON.stringify([data.preferences, data.email])} {...data} />
    </div>
  );
}

function PreferencesForm({
  preferences,
  timeZones,
  constraint,
  email,
}: ReturnType<typeof useLoaderData<typeof loader>>) {
  const reply = useFormReply(PREFERENCES_FORM);
  const zoneGroups = useMemo(
    () =>
      timeZones.map((group) => ({
        label: group.region,
        options: group.zones.map(([zone, offset]) => ({
          value: zone,
          label: timeZoneLabel(zone, offset),
        })),
      })),
    [timeZones],
  );
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: PREFERENCES_FORM,
    reply,
    constraint,
    defaultValue: {
      timeZone: preferences.timeZone,
      weekStart: String(preferences.weekStart),
      defaultPage: preferences.defaultPage,
      liteMode: preferences.liteMode ? "on" : undefined,
      taskReminders: email.taskReminders ? "on" : undefined,
      launchCountdown: email.launchCountdown ? "on" : undefined,
      weeklyDigest: email.weeklyDigest ? "on" : undefined,
      teamNotices: email.teamNotices ? "on" : undefined,
      reminderHour: String(email.reminderHour),
      reminderDaysBefore: String(email.reminderDaysBefore),
    },
  });
  // The hour's label names the zone chosen above, saved or not yet (with JavaScript).
  const chosenZone = typeof fields.timeZone.value === "string" ? fields.timeZone.value : "";
  const zone = zoneText(chosenZone || preferences.timeZone);
  const hourLabelText = `Send reminders at (${zone} time)`;

  return (
    <AppForm
      form={form}
      reply={reply}
      labels={{
        timeZone: "Time zone",
        weekStart: "Weeks start on",
        defaultPage: "Page after sign-in",
        liteMode: LITE_MODE_LABEL,
        ...EMAIL_KIND_LABELS,
        reminderHour: hourLabelText,
        reminderDaysBefore: "Remind me",
      }}
      summaryTitle="Your preferences were not saved"
      className="space-y-6"
    >
      <section aria-labelledby="preferences-heading" className="card space-y-5">
        <div>
          <h2 id="preferences-heading" className="text-xl font-bold">
            Your preferences
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Saved for you only; colleagues in your company keep their own.
          </p>
        </div>
        <TimeZoneField
          meta={fields.timeZone}
          groups={zoneGroups}
          stillDefault={preferences.timeZone === DEFAULT_TIME_ZONE}
        />

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
      </section>

      <section aria-labelledby="email-heading" className="card space-y-5">
        <div>
          <h2 id="email-heading" className="text-xl font-bold">
            Email
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Which emails we send you, and when. Every one of them has a link to turn its kind off,
            no sign-in needed.
          </p>
        </div>
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
          help="Task reminders and the weekly digest go out at this hour in the time zone chosen above."
        />
        <SelectField
          meta={fields.reminderDaysBefore}
          label="Remind me"
          options={REMINDER_DAYS_BEFORE}
          help="When a task's reminder comes, counted from the day it is due."
        />
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="save-preferences" className="btn-primary">
          Save preferences
        </button>
        <p className="text-sm text-slate-700">Saves everything on this page.</p>
      </div>
    </AppForm>
  );
}

/**
 * The zone as a select of current names under region headings (`<optgroup>`), each with its
 * offset now. Built here rather than with SelectField, which has no groups: its shared chunk is
 * loaded by every page.
 */
function TimeZoneField({
  meta,
  groups,
  stillDefault,
}: {
  meta: AnyField;
  groups: { label: string; options: { value: string; label: string }[] }[];
  stillDefault: boolean;
}) {
  const helpId = `${meta.id}-help`;
  const invalid = Boolean(meta.errors?.length);
  return (
    <div>
      {stillDefault ? (
        <p className="mb-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          Your account is on UTC. Choose your own time zone so reminders come at your local hour.
        </p>
      ) : null}
      <label htmlFor={meta.id} className="field-label">
        Time zone
      </label>
      <select
        key={meta.key}
        id={meta.id}
        name={meta.name}
        form={meta.formId}
        defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : undefined}
        className="field-input"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${meta.errorId} ${helpId}` : helpId}
      >
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={helpId} className="field-hint">
        Used for due times on the launch checklist, the marketing calendar and email reminders
        (Product Hunt&apos;s day starts at 12:01 a.m. Pacific time, shown in your zone).
      </p>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** "Your browser says Asia/Kolkata — use it?": one press saves the zone alone. */
function BrowserZoneOffer({ zone }: { zone: string }) {
  return (
    <ButtonForm
      id={BROWSER_ZONE_FORM}
      title="The time zone was not saved"
      className="card mb-6 flex flex-wrap items-center gap-3"
      aria-label="Your browser's zone"
    >
      <input type="hidden" name="timeZone" value={zone} />
      <p className="text-sm text-slate-800">
        Your browser says <strong>{zoneText(zone)}</strong> — use it?
      </p>
      <button type="submit" name="intent" value="use-browser-time-zone" className="btn-secondary">
        Use {zoneText(zone)}
      </button>
    </ButtonForm>
  );
}
