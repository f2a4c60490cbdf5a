// /share/:token: one app's marketing plan, read-only, for anyone with the link (no sign-in): the
// answers, the eight modules, the content schedule, the launch checklist with dates and the
// competitor view. No edit controls, no links into the app, no email addresses. Not indexed, sends
// no referrer, cached only by the viewer's browser. Revoked, expired or unknown: 404.
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { CompetitorView } from "~/components/competitor-view";
import { NOT_FOUND_TITLE } from "~/components/not-found";
import type { PageHandle } from "~/lib/edge-rules";
import { MODULE_COUNT_WORD } from "~/lib/wizard/module-titles";
import { viewSharedPlan } from "~/models/share.server";
import { invariantResponse } from "~/utils/http";

import { SharedPlanSections } from "./shared-plan";

/** A revoked, expired or mistyped link: the public 404 page. */
const SHARE_NOT_FOUND =
  "This share link doesn't work: it was revoked, it expired, or it is mistyped.";

const SHARE_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "private, no-cache",
};

/** The link's token is a secret: the request log masks it. */
export const handle = {
  title: "Shared marketing plan (read-only)",
  edge: { token: true },
} satisfies PageHandle;

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${data ? `${data.plan.app.name} · ${handle.title}` : NOT_FOUND_TITLE} · App Marketing Machine`,
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ params }: LoaderFunctionArgs) {
  const shared = await viewSharedPlan(params.token ?? "");
  invariantResponse(shared, SHARE_NOT_FOUND, { headers: SHARE_HEADERS });
  return Response.json(shared, { headers: SHARE_HEADERS });
}

export default function SharedPlanPage() {
  const { plan, competitors } = useLoaderData<typeof loader>();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-3">
          <p className="text-lg font-extrabold text-brand-700">App Marketing Machine</p>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        <div className="space-y-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {handle.title}
          </p>
          <h1 className="break-words text-3xl font-bold">{plan.app.name}</h1>
          <p className="text-slate-700">
            {plan.app.progress}% of the {MODULE_COUNT_WORD} modules done
            {plan.app.launchLabel ? `. Launch day: ${plan.app.launchLabel}` : ""}. Times are in{" "}
            {plan.timeZone}.
          </p>
        </div>
        <SharedPlanSections plan={plan} />
        <section aria-labelledby="competitors-heading" className="card space-y-3">
          <h2 id="competitors-heading" className="text-xl font-bold">
            Competitor view
          </h2>
          <CompetitorView view={competitors} />
        </section>
      </main>
    </div>
  );
}
