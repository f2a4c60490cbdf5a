import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import {
  errorsFor,
  FieldError,
  FormErrors,
  type FormReply,
  invalidProps,
  typedValue,
} from "~/components/form-feedback";
import { DEFAULT_PAGES, supportedTimeZones, WEEK_STARTS } from "~/lib/preferences";
import { getPreferences, preferencesSchema, updatePreferences } from "~/models/preferences.server";
import { requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { UNKNOWN_ACTION_REPLY } from "~/utils/form-reply.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Preferences" };

export const meta: MetaFunction = () => [{ title: "Preferences · App Marketing Machine" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { preferences: await getPreferences(user.id), timeZones: supportedTimeZones() };
}

type PreferencesActionData = { reply: FormReply };

// Preferences are personal settings, so they stay editable after a trial ends
// (docs/decisions/009-workspace.md).
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  if (formData.get("intent") !== "save-preferences") {
    return data<PreferencesActionData>({ reply: UNKNOWN_ACTION_REPLY }, { status: 400 });
  }
  const submission = parseWithZod(formData, { schema: preferencesSchema });
  if (submission.status !== "success") {
    return data<PreferencesActionData>({ reply: submission.reply() }, { status: 400 });
  }
  await updatePreferences(user.id, submission.value);
  const page = DEFAULT_PAGES.find((p) => p.path === submission.value.defaultPage)?.label;
  return redirectWithSuccessToast("/preferences", {
    title: "Preferences saved",
    description: `Times show in ${submission.value.timeZone}; weeks start on ${
      submission.value.weekStart === 0 ? "Sunday" : "Monday"
    }; you land on ${page} after signing in.`,
  });
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
  const { preferences, timeZones } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as PreferencesActionData | undefined;
  const reply = actionData?.reply;
  const zoneErrors = errorsFor(reply, "timeZone");
  const weekErrors = errorsFor(reply, "weekStart");
  const pageErrors = errorsFor(reply, "defaultPage");
  const selectRef = useRef<HTMLSelectElement>(null);
  const deviceZone = useDeviceTimeZone(timeZones);
  const chosenZone = typedValue(reply, "timeZone", preferences.timeZone);
  const chosenWeek = typedValue(reply, "weekStart", String(preferences.weekStart));
  const chosenPage = typedValue(reply, "defaultPage", preferences.defaultPage);

  return (
    <div className="mx-auto max-w-2xl">
      <section aria-labelledby="preferences-heading" className="card">
        <h2 id="preferences-heading" className="text-xl font-bold">
          Your preferences
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Saved for you only; colleagues in your company keep their own.
        </p>
        <Form method="post" className="mt-4 space-y-5">
          <FormErrors reply={reply} />
          <div>
            <label htmlFor="time-zone" className="field-label">
              Time zone
            </label>
            <select
              ref={selectRef}
              id="time-zone"
              name="timeZone"
              required
              defaultValue={chosenZone}
              className="field-input"
              aria-describedby={`time-zone-hint${zoneErrors.length ? " time-zone-error" : ""}`}
              aria-invalid={zoneErrors.length ? true : undefined}
            >
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </select>
            <p id="time-zone-hint" className="field-hint">
              Used for due times on the launch checklist and the marketing calendar (Product
              Hunt&apos;s day starts at 12:01 a.m. Pacific time, shown in your zone).
            </p>
            {deviceZone && deviceZone !== chosenZone ? (
              <button
                type="button"
                className="btn-ghost mt-1 px-2"
                onClick={() => {
                  if (selectRef.current) selectRef.current.value = deviceZone;
                }}
              >
                Use this device&apos;s time zone ({deviceZone.replaceAll("_", " ")})
              </button>
            ) : null}
            <FieldError id="time-zone-error" errors={zoneErrors} />
          </div>

          <fieldset {...invalidProps("week-start-error", weekErrors)}>
            <legend className="field-label">Weeks start on</legend>
            <div className="flex flex-wrap gap-4">
              {WEEK_STARTS.map((option) => (
                <label key={option.value} className="flex min-h-[44px] items-center gap-2">
                  <input
                    type="radio"
                    name="weekStart"
                    value={option.value}
                    required
                    defaultChecked={chosenWeek === String(option.value)}
                    className="h-4 w-4"
                  />
                  {option.label}
                </label>
              ))}
            </div>
            <p className="field-hint">Used for the weekly numbers on Analytics and the calendar.</p>
            <FieldError id="week-start-error" errors={weekErrors} />
          </fieldset>

          <div>
            <label htmlFor="default-page" className="field-label">
              Page after sign-in
            </label>
            <select
              id="default-page"
              name="defaultPage"
              required
              defaultValue={chosenPage}
              className="field-input"
              {...invalidProps("default-page-error", pageErrors)}
            >
              {DEFAULT_PAGES.map((page) => (
                <option key={page.path} value={page.path}>
                  {page.label}
                </option>
              ))}
            </select>
            <FieldError id="default-page-error" errors={pageErrors} />
          </div>

          <button type="submit" name="intent" value="save-preferences" className="btn-primary">
            Save preferences
          </button>
        </Form>
      </section>
    </div>
  );
}
