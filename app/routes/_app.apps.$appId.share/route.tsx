// /apps/:appId/share: read-only links to the app's plan for a co-founder, mentor, parent or
// teacher. Anyone in the company creates and revokes them; each shows when it was last opened.
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { UrlDialog } from "~/components/dashboard/url-dialog";
import { AppForm, Field, useAppForm, useFormReply } from "~/components/forms";
import { LinkField } from "~/components/link-field";
import { formatInZone } from "~/lib/checklist";
import { safeTimeZone } from "~/lib/dates";
import { type FormConstraint, rowFormId } from "~/lib/forms";
import { MODULE_COUNT_WORD } from "~/lib/wizard/module-titles";
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
  shareLinkSchema,
  shareTargetSchema,
  shareUrl,
} from "~/models/share.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import {
  dispatchIntent,
  fieldProblem,
  formReply,
  type Intents,
  refusalResult,
} from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { APP_NOT_FOUND, invariantResponse } from "~/utils/http";
import { redirectWithSuccessToast } from "~/utils/toast.server";
import { requireUserApp, type UserAppContext } from "~/utils/user-app.server";

export const handle = { title: "Share the plan" };

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const found = await listShareLinks(user.tenantId, params.appId ?? "");
  invariantResponse(found, APP_NOT_FOUND);
  const timeZone = safeTimeZone(user.timeZone);
  const origin = new URL(request.url).origin;
  const now = Date.now();
  return {
    app: found.app,
    timeZone,
    constraint: getZodConstraint(shareLinkSchema),
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

const SHARE_FORM = "new-share";
/** One Revoke button per link: `revoke-share-<link id>`, so only that row shows a refusal. */
const REVOKE_FORM = "revoke-share";
const revokeFormId = (shareId: string) => rowFormId(REVOKE_FORM, shareId);
const SHARE_GONE = "This share link no longer exists: it was already revoked. Reload the page.";

// Share links stay open after a trial ends: reading and sharing the plan is not gated.
export const intents = {
  "create-share": {
    form: SHARE_FORM,
    run: async ({ ctx: { user, app }, formData, formId }) => {
      const appId = app.id;
      const submission = parseWithZod(formData, { schema: shareLinkSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      const result = await createShareLink(user, appId, submission.value);
      if (!result.ok) {
        invariantResponse(result.status !== 404, APP_NOT_FOUND);
        const errors = result.field
          ? fieldProblem({ field: result.field, message: result.message })
          : { formErrors: [result.message] };
        return formReply(formId, submission.reply(errors));
      }
      return redirectWithSuccessToast(`/apps/${appId}/share#share-${result.link.id}`, {
        title: "Share link created",
        description: `Copy the “${result.link.label}” link below and send it. Anyone with it can read the plan.`,
      });
    },
  },
  "revoke-share": {
    form: (formData) => revokeFormId(String(formData.get("shareId") ?? "")),
    feedback: "toast",
    run: async ({ ctx: { user, app }, formData, formId }) => {
      const appId = app.id;
      // Revoking asks first: a post that skipped the question is sent to it.
      if (formData.get("confirmed") !== "yes") {
        const shareId = encodeURIComponent(String(formData.get("shareId") ?? ""));
        return redirect(`/apps/${appId}/share?confirm=revoke&share=${shareId}`);
      }
      const submission = parseWithZod(formData, { schema: shareTargetSchema });
      const removed =
        submission.status === "success" &&
        (await revokeShareLink(user.tenantId, appId, submission.value.shareId));
      if (!removed) {
        return formReply(formId, refusalResult(formData, SHARE_GONE), {
          status: 404,
          toast: { title: "Not revoked", description: SHARE_GONE },
        });
      }
      return redirectWithSuccessToast(`/apps/${appId}/share`, {
        title: "Share link revoked",
        description: "The link no longer works.",
      });
    },
  },
} satisfies Intents<UserAppContext>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, requireUserApp, intents);
}

export default function SharePage() {
  const { app, links, constraint, timeZone } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const here = `/apps/${app.id}/share`;
  const revoking =
    searchParams.get("confirm") === "revoke"
      ? links.find((link) => link.id === searchParams.get("share"))
      : undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-1">
        <h2 className="break-words text-2xl font-bold">{app.name}: share the plan</h2>
        <p className="text-slate-700">
          A share link shows this app&apos;s plan read-only, without signing in: the answers, the{" "}
          {MODULE_COUNT_WORD} modules, the content schedule, the launch checklist and the competitor
          view. Nothing else of your company is visible. Revoke a link and it stops working at once.
        </p>
        <nav aria-label="Related pages" className="related-links">
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
                <p>
                  <Link
                    to={`${here}?confirm=revoke&share=${link.id}`}
                    preventScrollReset
                    className="btn-danger"
                  >
                    Revoke<span className="sr-only"> “{link.label}”</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="new-share-heading" className="card space-y-3">
        <h3 id="new-share-heading" className="text-lg font-bold">
          New share link
        </h3>
        {/* A new link is newest in the list: a form keyed on it starts empty for the next one. */}
        <NewShareForm key={links[0]?.id ?? "none"} constraint={constraint} timeZone={timeZone} />
      </section>
      {revoking ? (
        <UrlDialog
          titleId="revoke-share-title"
          title={`Revoke “${revoking.label}”?`}
          closeHref={here}
        >
          <RevokeConfirmation link={revoking} action={here} />
        </UrlDialog>
      ) : null}
    </div>
  );
}

/** Label and expiry of a new link; a refusal keeps what was typed. */
function NewShareForm({ constraint, timeZone }: { constraint: FormConstraint; timeZone: string }) {
  const reply = useFormReply(SHARE_FORM);
  const [form, fields] = useAppForm({ id: SHARE_FORM, reply, constraint });
  return (
    <AppForm
      form={form}
      reply={reply}
      labels={{ label: "Label", expiresAt: "Expires after" }}
      summaryTitle="The share link was not created"
      className="space-y-3"
    >
      <Field meta={fields.label} label="Label (who it is for)" />
      <Field
        meta={fields.expiresAt}
        label="Expires after (optional)"
        type="date"
        help={`The link works through the end of that day (${timeZone}). Leave empty for no expiry.`}
      />
      <button type="submit" name="intent" value="create-share" className="btn-primary">
        Create share link
      </button>
    </AppForm>
  );
}

/** The question before a revoke; a refusal shows on this form and as a toast. */
function RevokeConfirmation({
  link,
  action,
}: {
  link: { id: string; label: string };
  action: string;
}) {
  return (
    <ConfirmForm
      id={revokeFormId(link.id)}
      title="Not revoked"
      action={`${action}?confirm=revoke&share=${link.id}`}
      cancelHref={action}
      intent="revoke-share"
      submitLabel="Revoke link"
      fields={{ shareId: link.id, confirmed: "yes" }}
    >
      The link stops working at once: whoever has it can no longer read the plan. This cannot be
      undone; you can create a new link later.
    </ConfirmForm>
  );
}
