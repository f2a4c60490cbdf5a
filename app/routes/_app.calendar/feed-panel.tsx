// The private subscription URL: create, regenerate or revoke it with plain post forms (buttons
// only: a refusal comes as a toast and in the form pattern's summary above the buttons).
import { Form, useNavigation } from "@remix-run/react";

import { useButtonForm } from "~/components/forms/button-form";

import { FeedRevoke } from "./feed-revoke";

export const FEED_FORM = "calendar-feed";

/** One feed action: while its post is on its way it says what it is doing and waits. */
function FeedButton({
  intent,
  className,
  pending,
  label,
  pendingLabel,
}: {
  intent: string;
  className: string;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}

export function FeedPanel(props: { feedUrl: string | null; downloadHref: string }) {
  const navigation = useNavigation();
  const feedForm = useButtonForm(FEED_FORM, "The link was not changed");
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const webcal = props.feedUrl?.replace(/^https?:/, "webcal:");
  return (
    <section aria-labelledby="feed-heading" className="card space-y-3">
      <h3 id="feed-heading" className="text-lg font-bold">
        Take the calendar with you
      </h3>
      <p className="text-sm text-slate-700">
        Download a snapshot, or subscribe with a private link so Google Calendar, Apple Calendar or
        Outlook keeps up as your dates move (they refresh subscribed calendars every few hours).
      </p>
      <p>
        <a href={props.downloadHref} download className="btn-secondary">
          Download .ics file
        </a>
      </p>
      {feedForm.summary}
      {props.feedUrl ? (
        <div className="space-y-3">
          <div>
            <label htmlFor="feed-url" className="field-label">
              Private subscription URL
            </label>
            <input
              id="feed-url"
              type="text"
              readOnly
              value={props.feedUrl}
              aria-describedby="feed-url-hint"
              className="field-input font-mono text-sm"
            />
            <p id="feed-url-hint" className="field-hint">
              Anyone with this link can see your apps&apos; marketing dates. If it leaks, regenerate
              it: the old link stops working at once.
            </p>
          </div>
          <Form {...feedForm.formProps} className="flex flex-wrap gap-2">
            {webcal ? (
              <a href={webcal} className="btn-secondary">
                Open in calendar app
              </a>
            ) : null}
            <FeedButton
              intent="regenerate-feed"
              className="btn-secondary"
              pending={busy("regenerate-feed")}
              label="Regenerate link"
              pendingLabel="Regenerating..."
            />
          </Form>
          <FeedRevoke
            intent="revoke-feed"
            label="Revoke link"
            title="Revoke the subscription link?"
            consequence="The link stops working at once: calendars subscribed to it stop updating. You can create a new link later."
          />
        </div>
      ) : (
        <Form {...feedForm.formProps}>
          <FeedButton
            intent="create-feed"
            className="btn-primary"
            pending={busy("create-feed")}
            label="Create subscription link"
            pendingLabel="Creating..."
          />
        </Form>
      )}
    </section>
  );
}
