// The outbox for administrators: how many emails wait, how many went out in the last 24 hours,
// and the ones given up on (after 24 hours of retries), each with a Retry button that queues it
// again (unless its body was cleared: an account email's links are not kept once it failed for
// good). Bodies of sent messages are cleared on sending. Outside the /admin layout (like the support messages), under the app one.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { StatGrid } from "~/components/admin/stats-cards";
import { ButtonForm } from "~/components/forms/button-form";
import { formatDateTime } from "~/lib/date-time";
import { rowFormId } from "~/lib/forms";
import { OUTBOX_FAILED_LISTED } from "~/lib/limits";
import { outboxOverview, retryFailed } from "~/services/outbox.server";
import { dispatchIntent, formReply, type Intents, refusalResult } from "~/utils/form.server";
import { requireAdmin } from "~/utils/guards.server";
import { type PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Email outbox" };

export const meta: MetaFunction = () => [
  { title: `${handle.title} · Admin · App Marketing Machine` },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const overview = await outboxOverview();
  // Written in the admin's words and zone, as every other page writes a moment.
  const failed = overview.failed.map((m) => ({
    ...m,
    when: formatDateTime(m.createdAt, admin.timeZone),
  }));
  return { ...overview, failed };
}

/** A failed message's Retry button: `outbox-retry-<id>`, so only that row shows a refusal. */
const retryFormId = (formData: FormData) =>
  rowFormId("outbox-retry", String(formData.get("messageId") ?? ""));
const NOT_FAILED =
  "This message is no longer failed (it was retried already), or its body was cleared (an account email: the person can ask for a new link). Reload the page.";

export const intents = {
  retry: {
    form: retryFormId,
    feedback: "toast",
    run: async ({ formData, formId }) => {
      const messageId = String(formData.get("messageId") ?? "");
      const queued = Boolean(messageId) && (await retryFailed(messageId));
      if (!queued) {
        return formReply(formId, refusalResult(formData, NOT_FAILED), {
          status: 404,
          toast: { title: "Not retried", description: NOT_FAILED },
        });
      }
      return redirectWithSuccessToast("/admin/outbox", {
        title: "Queued again",
        description: "The message goes out within a few seconds, with a fresh 24 hours of retries.",
      });
    },
  },
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireAdmin(request), intents);
}

export default function AdminOutboxPage() {
  const { queued, sentLastDay, failed, keepDays } = useLoaderData<typeof loader>();
  const listed = OUTBOX_FAILED_LISTED;
  const cards = [
    { id: "queued", label: "Waiting to be sent", value: String(queued) },
    { id: "sent", label: "Sent in the last 24 hours", value: String(sentLastDay) },
    {
      id: "failed",
      label: "Failed",
      value: failed.length >= listed ? `${listed}+` : String(failed.length),
    },
  ];
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link to="/admin" className="tap text-sm font-medium text-brand-800 underline">
        Back to the admin dashboard
      </Link>

      <section aria-labelledby="outbox-stats-heading">
        <h2 id="outbox-stats-heading" className="sr-only">
          Counts
        </h2>
        <StatGrid
          cards={cards}
          testIdPrefix="outbox"
          className="grid grid-cols-1 gap-3 sm:grid-cols-3"
        />
        <p className="mt-2 text-xs text-slate-600">
          Every email is written here first and sent within seconds. One the mail server refused is
          retried with growing delays for 24 hours, then listed below. Once an email is sent its
          body is cleared (so no link it carried stays stored); its subject, recipient and status
          are kept for {keepDays} days, then deleted with the failed ones.
        </p>
      </section>

      <section aria-labelledby="outbox-failed-heading" className="space-y-3">
        <h2 id="outbox-failed-heading" className="text-lg font-bold">
          Failed messages
        </h2>
        {failed.length === 0 ? (
          <p className="card text-slate-700">No failed messages.</p>
        ) : (
          <ul className="space-y-3">
            {failed.map((m) => (
              <li key={m.id}>
                <article aria-labelledby={`outbox-${m.id}`} className="card">
                  <h3 id={`outbox-${m.id}`} className="break-words font-bold">
                    {m.subject}
                  </h3>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-600">To</dt>
                    <dd className="break-all">{m.toAddress}</dd>
                    <dt className="text-slate-600">Kind</dt>
                    <dd>{m.kind}</dd>
                    <dt className="text-slate-600">Written</dt>
                    <dd>{m.when}</dd>
                    <dt className="text-slate-600">Attempts</dt>
                    <dd>{m.attempts}</dd>
                    <dt className="text-slate-600">Last error</dt>
                    <dd className="break-words font-mono text-xs">{m.lastError ?? "none"}</dd>
                  </dl>
                  {m.bodyCleared ? (
                    <p className="mt-3 text-sm text-slate-700">
                      Body cleared: this account email carried a sign-in link, which is not kept
                      once it failed. It can't be retried; the person can ask for a new link.
                    </p>
                  ) : (
                    <ButtonForm
                      id={rowFormId("outbox-retry", m.id)}
                      title="Not retried"
                      className="mt-3 space-y-2"
                    >
                      <input type="hidden" name="messageId" value={m.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="retry"
                        aria-label={`Retry: ${m.subject} to ${m.toAddress}`}
                        className="btn-secondary"
                      >
                        Retry
                      </button>
                    </ButtonForm>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
        {failed.length >= listed ? (
          <p className="text-sm text-slate-700">The newest {listed} failed messages are listed.</p>
        ) : null}
      </section>
    </div>
  );
}
