// Support messages for administrators: every tenant's messages from /help, newest first, with
// mark-as-read. Outside the /admin layout (like the tenant page), under the app one.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { ButtonForm } from "~/components/forms/button-form";
import { formatDateTime } from "~/lib/date-time";
import { rowFormId } from "~/lib/forms";
import {
  listSupportMessages,
  setSupportMessageRead,
  supportFilterSchema,
} from "~/models/support.server";
import { dispatchIntent, formReply, type Intents, refusalResult } from "~/utils/form.server";
import { requireAdmin } from "~/utils/guards.server";
import { type PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Support messages" };

export const meta: MetaFunction = () => [
  { title: `${handle.title} · Admin · App Marketing Machine` },
];

function pageNumber(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

function listUrl(show: string, page: number) {
  const params = new URLSearchParams();
  if (show !== "all") params.set("show", show);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/messages${query ? `?${query}` : ""}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const show = supportFilterSchema.parse(url.searchParams.get("show") ?? "all");
  // The model clamps the page to the ones that exist.
  const result = await listSupportMessages(show, pageNumber(url.searchParams.get("page")));
  // Written in the admin's words and zone, as every other page writes a moment.
  const messages = result.messages.map((m) => ({
    ...m,
    when: formatDateTime(m.createdAt, admin.timeZone),
  }));
  return { show, ...result, messages };
}

/** Back to the list as the admin saw it (filter and page). */
function backTo(formData: FormData) {
  return listUrl(
    supportFilterSchema.parse(formData.get("show") ?? "all"),
    pageNumber(String(formData.get("page") ?? "1")),
  );
}

/**
 * A message's read/unread button: `message-read-<id>` (its article is `message-<id>`), so only
 * that message shows a refusal.
 */
const messageFormId = (formData: FormData) =>
  rowFormId("message-read", String(formData.get("messageId") ?? ""));
const MESSAGE_GONE = "This message no longer exists. Reload the page.";

async function markMessage(formData: FormData, formId: string, read: boolean) {
  const messageId = String(formData.get("messageId") ?? "");
  const found = Boolean(messageId) && (await setSupportMessageRead(messageId, read));
  if (!found) {
    return formReply(formId, refusalResult(formData, MESSAGE_GONE), {
      status: 404,
      toast: { title: "Not changed", description: MESSAGE_GONE },
    });
  }
  return redirectWithSuccessToast(backTo(formData), {
    title: read ? "Marked as read" : "Marked as unread",
    description: read
      ? "The message moved out of the unread list."
      : "The message is unread again.",
  });
}

export const intents = {
  "mark-read": {
    form: messageFormId,
    feedback: "toast",
    run: ({ formData, formId }) => markMessage(formData, formId, true),
  },
  "mark-unread": {
    form: messageFormId,
    feedback: "toast",
    run: ({ formData, formId }) => markMessage(formData, formId, false),
  },
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireAdmin(request), intents);
}

export default function AdminMessagesPage() {
  const { show, page, messages, total, unread, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to="/admin" className="tap text-sm font-medium text-brand-800 underline">
          Back to the admin dashboard
        </Link>
        <nav aria-label="Filter messages" className="flex gap-1">
          <Link
            to={listUrl("all", 1)}
            aria-current={show === "all" ? "page" : undefined}
            className={show === "all" ? "btn-secondary" : "btn-ghost"}
          >
            All
          </Link>
          <Link
            to={listUrl("unread", 1)}
            aria-current={show === "unread" ? "page" : undefined}
            className={show === "unread" ? "btn-secondary" : "btn-ghost"}
          >
            Unread ({unread})
          </Link>
        </nav>
      </div>

      <p className="text-sm text-slate-700">
        {total} message{total === 1 ? "" : "s"}
        {show === "unread" ? " unread" : ""}. Reply by email to the sender.
      </p>

      {messages.length === 0 ? (
        <p className="card text-slate-700">
          {show === "unread" ? "No unread messages." : "No support messages yet."}
        </p>
      ) : (
        <ul className="space-y-3">
          {messages.map((m) => (
            <li key={m.id}>
              <article
                aria-labelledby={`message-${m.id}`}
                className={`card ${m.readAt ? "" : "border-l-4 border-l-brand-600"}`}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 id={`message-${m.id}`} className="break-words text-lg font-bold">
                      {m.subject}
                    </h2>
                    <p className="break-all text-sm text-slate-700">
                      From{" "}
                      <a href={`mailto:${m.email}`} className="underline">
                        {m.email}
                      </a>
                      {m.companyName ? ` · ${m.companyName}` : ""} · {m.when}
                    </p>
                  </div>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      m.readAt ? "bg-slate-100 text-slate-700" : "bg-brand-100 text-brand-900"
                    }`}
                  >
                    {m.readAt ? "Read" : "Unread"}
                  </span>
                </div>
                <p className="mt-3 whitespace-pre-line break-words text-slate-800">{m.message}</p>
                <ButtonForm
                  id={rowFormId("message-read", m.id)}
                  title="Not changed"
                  className="mt-3 space-y-2"
                >
                  <input type="hidden" name="messageId" value={m.id} />
                  <input type="hidden" name="show" value={show} />
                  <input type="hidden" name="page" value={page} />
                  <button
                    type="submit"
                    name="intent"
                    value={m.readAt ? "mark-unread" : "mark-read"}
                    aria-label={`${m.readAt ? "Mark as unread" : "Mark as read"}: ${m.subject}`}
                    className="btn-secondary"
                  >
                    {m.readAt ? "Mark as unread" : "Mark as read"}
                  </button>
                </ButtonForm>
              </article>
            </li>
          ))}
        </ul>
      )}

      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          {page > 1 ? (
            <Link to={listUrl(show, page - 1)} className="btn-secondary">
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={listUrl(show, page + 1)} className="btn-secondary">
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
