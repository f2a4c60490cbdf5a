// /apps/:appId/share: read-only links to the app's plan for a co-founder, mentor, parent or
// teacher. Anyone in the company creates and revokes them; each shows when it was last opened.
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import {
  errorsFor,
  FieldError,
  FormErrors,
  type FormReply,
  invalidProps,
  typedValue,
} from "~/components/form-feedback";
import { LinkField } from "~/components/link-field";
import { formatInZone } from "~/lib/checklist";
import { safeTimeZone } from "~/lib/dates";
import { SHARE_LABEL_MAX } from "~/lib/limits";
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
  shareLinkSchema,
  shareTargetSchema,
  shareUrl,
} from "~/models/share.server";
import { requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form.server";
import { UNKNOWN_ACTION_REPLY } from "~/utils/form-reply.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Share" };

export const meta: MetaFunction = () => [{ title: "Share the plan · App Marketing Machine" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const found = await listShareLinks(user.tenantId, params.appId ?? "");
  if (!found) throw new Response("Not found", { status: 404 });
  const timeZone = safeTimeZone(user.timeZone);
  const origin = new URL(request.url).origin;
  const now = Date.now();
  return {
    app: found.app,
    timeZone,
    labelMax: SHARE_LABEL_MAX,
    links: found.links.map((link) => ({
      id: link.id,
      label: link.label,
      url: shareUrl(origin, link.token),
      expiresLabel: link.expiresAt ? formatInZone(link.expiresAt, timeZone) : null,
      expired: link.expiresAt !== null && link.expiresAt.getTime() <= now,
      lastViewedLabel: link.lastViewedAt ? formatInZone(link.lastViewedAt, timeZone) : null,
      viewCount: link.viewCount,
    })),
  };
}

type ShareActionData = { intent: string; reply: FormReply };

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const appId = params.appId ?? "";
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  const here = `/apps/${appId}/share`;

  if (intent === "create-share") {
    const submission = parseWithZod(formData, { schema: shareLinkSchema });
    if (submission.status !== "success") {
      return data<ShareActionData>({ intent, reply: submission.reply() }, { status: 400 });
    }
    const result = await createShareLink(user, appId, submission.value);
    if (!result.ok) {
      if (result.status === 404) throw new Response("Not found", { status: 404 });
      const errors = { fieldErrors: { [result.field ?? ""]: [result.message] } };
      return data<ShareActionData>({ intent, reply: submission.reply(errors) }, { status: 400 });
    }
    return redirectWithSuccessToast(`${here}#share-${result.link.id}`, {
      title: "Share link created",
      description: `Copy the “${result.link.label}” link below and send it. Anyone with it can read the plan.`,
    });
  }

  if (intent === "revoke-share") {
    const submission = parseWithZod(formData, { schema: shareTargetSchema });
    const removed =
      submission.status === "success" &&
      (await revokeShareLink(user.tenantId, appId, submission.value.shareId));
    if (!removed) throw new Response("Not found", { status: 404 });
    return redirectWithSuccessToast(here, {
      title: "Share link revoked",
      description: "The link no longer works.",
    });
  }

  return data<ShareActionData>({ intent, reply: UNKNOWN_ACTION_REPLY }, { status: 400 });
}

export default function SharePage() {
  const { app, links, labelMax, timeZone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ShareActionData | undefined;
  const reply = actionData?.intent === "create-share" ? actionData.reply : undefined;
  const labelErrors = errorsFor(reply, "label");
  const expiresErrors = errorsFor(reply, "expiresAt");
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h2 className="break-words text-2xl font-bold">{app.name}: share the plan</h2>
        <p className="text-slate-700">
          A share link shows this app&apos;s plan read-only, without signing in: the answers, the
          eight modules, the content schedule, the launch checklist and the competitor view. Nothing
          else of your company is visible. Revoke a link and it stops working at once.
        </p>
        <nav aria-label="Related pages" className="flex flex-wrap gap-x-4 pt-1 text-sm">
          <Link to={`/wizard/${app.id}`} className="font-semibold text-brand-700 underline">
            Marketing plan
          </Link>
          <Link to={`/apps/${app.id}/checklist`} className="font-semibold text-brand-700 underline">
            Launch checklist
          </Link>
        </nav>
      </div>

      <section aria-labelledby="links-heading" className="card space-y-3">
        <h3 id="links-heading" className="text-lg font-bold">
          Share links
        </h3>
        {links.length === 0 ? (
          <p className="text-sm text-slate-700">No share links yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {links.map((link) => (
              <li key={link.id} id={`share-${link.id}`} className="space-y-2 py-3">
                <p className="break-words font-semibold">{link.label}</p>
                <LinkField
                  id={`share-url-${link.id}`}
                  label={`Link for “${link.label}”`}
                  url={link.url}
                />
                <p className="text-sm text-slate-700">
                  {link.expiresLabel
                    ? `${link.expired ? "Expired" : "Expires"} ${link.expiresLabel}`
                    : "Never expires"}
                  {" · "}
                  <span data-testid="last-viewed">
                    {link.lastViewedLabel
                      ? `Last viewed ${link.lastViewedLabel} (${link.viewCount} ${link.viewCount === 1 ? "view" : "views"})`
                      : "Not viewed yet"}
                  </span>
                </p>
                <Form method="post">
                  <input type="hidden" name="shareId" value={link.id} />
                  <button type="submit" name="intent" value="revoke-share" className="btn-danger">
                    Revoke<span className="sr-only"> “{link.label}”</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="new-share-heading" className="card space-y-3">
        <h3 id="new-share-heading" className="text-lg font-bold">
          New share link
        </h3>
        <Form method="post" className="space-y-3">
          <FormErrors reply={reply} />
          <div>
            <label htmlFor="share-label" className="field-label">
              Label (who it is for)
            </label>
            <input
              id="share-label"
              name="label"
              type="text"
              required
              maxLength={labelMax}
              defaultValue={typedValue(reply, "label")}
              className="field-input"
              {...invalidProps("share-label-error", labelErrors)}
            />
            <FieldError id="share-label-error" errors={labelErrors} />
          </div>
          <div>
            <label htmlFor="share-expires" className="field-label">
              Expires after (optional)
            </label>
            <input
              id="share-expires"
              name="expiresAt"
              type="date"
              defaultValue={typedValue(reply, "expiresAt")}
              className="field-input"
              aria-describedby="share-expires-hint"
              {...invalidProps("share-expires-error", expiresErrors)}
            />
            <p id="share-expires-hint" className="field-hint">
              The link works through the end of that day ({timeZone}). Leave empty for no expiry.
            </p>
            <FieldError id="share-expires-error" errors={expiresErrors} />
          </div>
          <button type="submit" name="intent" value="create-share" className="btn-primary">
            Create share link
          </button>
        </Form>
      </section>
    </div>
  );
}
