// The personal subscription URL: only the checklist tasks assigned to me, as plain post forms.
// Personal, so never refused by the write gate.
import { Form } from "@remix-run/react";

import { useButtonForm } from "~/components/forms/button-form";

import { FeedRevoke } from "./feed-revoke";

export const MY_FEED_FORM = "my-calendar-feed";

export function PersonalFeedPanel({ feedUrl }: { feedUrl: string | null }) {
  const myFeed = useButtonForm(MY_FEED_FORM, "Your link was not changed");
  return (
    <section aria-labelledby="my-feed-heading" className="card space-y-3">
      <h3 id="my-feed-heading" className="text-lg font-bold">
        My tasks only
      </h3>
      <p className="text-sm text-slate-700">
        A second private link with just the checklist tasks assigned to you, for your own calendar.
      </p>
      {myFeed.summary}
      {feedUrl ? (
        <>
          <div>
            <label htmlFor="my-feed-url" className="field-label">
              Subscription URL for my tasks
            </label>
            <input
              id="my-feed-url"
              type="text"
              readOnly
              value={feedUrl}
              className="field-input font-mono text-sm"
            />
          </div>
          <Form {...myFeed.formProps} className="flex flex-wrap gap-2">
            <button
              type="submit"
              name="intent"
              value="regenerate-my-feed"
              className="btn-secondary"
            >
              Regenerate my link
            </button>
          </Form>
          <FeedRevoke
            intent="revoke-my-feed"
            label="Revoke my link"
            title="Revoke your tasks link?"
            consequence="The link stops working at once: your calendar stops showing your tasks. You can create a new link later."
          />
        </>
      ) : (
        <Form {...myFeed.formProps}>
          <button type="submit" name="intent" value="create-my-feed" className="btn-secondary">
            Create my tasks link
          </button>
        </Form>
      )}
    </section>
  );
}
