// /unsubscribe/:token: the link every reminder email carries (List-Unsubscribe). The token is
// signed and names one person and one kind of email, so it works without a sign-in or a cookie.
// - GET: whose emails these are (the address partly hidden) and the four kinds as checkboxes.
// - POST with an intent: that form, saved (the page works with JavaScript off).
// - POST with the body `List-Unsubscribe=One-Click` (RFC 8058, sent by mail providers without
//   cookies or Origin): the link's own kind off, nothing else; 200 with a short text.
// A forged or unknown token is a 404. A genuine link that retired (the account's address changed
// since it was sent, it is over a year old, or it is of the first format) is a 410 whose page says
// how to change email settings after signing in; the one-click POST answers 410 too. Never cached, never indexed, no Referer leaves the page.
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { EMAIL_KIND_LABELS, EmailKindFields } from "~/components/email-kind-fields";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AppForm, useAppForm, useFormReply } from "~/components/forms";
import { SubmitButton } from "~/components/forms/submit-button";
import { notFoundMessage, NotFoundPage } from "~/components/not-found";
import { PublicHeader } from "~/components/public-header";
import type { PageHandle } from "~/lib/edge-rules";
import { EMAIL_KIND_CHOICES, emailKindLabel, type EmailKinds } from "~/lib/email-preferences";
import type { FormConstraint } from "~/lib/forms";
import {
  emailKindsSchema,
  findUnsubscribeLink,
  setEmailKinds,
  turnOffEmailKind,
  type UnsubscribeLink,
} from "~/models/email-preferences.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { dispatchIntent, formReply, type Intents } from "~/utils/form.server";
import { invariantResponse } from "~/utils/http";
import { redirectWithSuccessToast } from "~/utils/toast.server";

/** The token is a secret: the page is never stored, indexed or named in a Referer. */
const PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

/** The link's token is a secret: the request log masks it. */
export const handle = { title: "Email settings", edge: { token: true } } satisfies PageHandle;

export function headers() {
  return PAGE_HEADERS;
}

export const meta: MetaFunction = () => [
  { title: `${handle.title} · App Marketing Machine` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

const LINK_NOT_FOUND =
  "This email settings link doesn't work: it is mistyped, or its account no longer exists.";
export const LINK_RETIRED =
  "This email settings link is old: the account's email address changed since it was sent, or it is over a year old. Sign in to change which emails you get in Preferences.";
/** Where the retired link's page sends the person: Preferences, after signing in. */
export const SIGNED_IN_SETTINGS = "/auth?redirectTo=%2Fpreferences";
const FORM_ID = "email-kinds";

async function linkOf(token: string | undefined): Promise<UnsubscribeLink> {
  const link = await findUnsubscribeLink(token ?? "");
  invariantResponse(link, LINK_NOT_FOUND, { headers: PAGE_HEADERS });
  invariantResponse(link !== "old", LINK_RETIRED, { status: 410, headers: PAGE_HEADERS });
  return link;
}

/** A mail provider's one-click post of a retired link: 410 in plain text, nothing changed. */
function retiredOneClick(): Response {
  return new Response(LINK_RETIRED, {
    status: 410,
    headers: { ...PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

type UnsubscribeData = {
  maskedEmail: string;
  kindLabel: string;
  kinds: EmailKinds;
  constraint: FormConstraint;
};

export async function loader({ params }: LoaderFunctionArgs) {
  const link = await linkOf(params.token);
  return data<UnsubscribeData>(
    {
      maskedEmail: link.maskedEmail,
      kindLabel: emailKindLabel(link.kind),
      kinds: link.kinds,
      constraint: getZodConstraint(emailKindsSchema),
    },
    { headers: PAGE_HEADERS },
  );
}

export const intents = {
  "save-email-kinds": {
    form: FORM_ID,
    run: async ({ ctx: link, formData, formId, params }) => {
      const submission = parseWithZod(formData, { schema: emailKindsSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      const saved = await setEmailKinds(link.userId, submission.value);
      const on = EMAIL_KIND_CHOICES.filter((choice) => saved[choice.kind]).map((c) => c.label);
      return redirectWithSuccessToast(
        `/unsubscribe/${params.token ?? ""}`,
        {
          title: "Email settings saved",
          description:
            on.length === 0
              ? `We send none of these emails to ${link.maskedEmail}.`
              : `${link.maskedEmail} gets: ${on.join(", ")}.`,
        },
        { headers: PAGE_HEADERS },
      );
    },
  },
} satisfies Intents<UnsubscribeLink>;

/** RFC 8058's one-click post: a form body `List-Unsubscribe=One-Click` and no intent. */
async function isOneClick(request: Request): Promise<boolean> {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return false;
  }
  return !form.has("intent") && form.get("List-Unsubscribe") === "One-Click";
}

export async function action(args: ActionFunctionArgs) {
  // Another site's post is refused; a mail provider's one-click post carries no Origin (and no
  // cookie: nothing here reads one), so it passes, and can only turn the token's own kind off.
  assertSameOrigin(args.request);
  const oneClick = await isOneClick(args.request);
  if (oneClick && (await findUnsubscribeLink(args.params.token ?? "")) === "old") {
    return retiredOneClick();
  }
  const link = await linkOf(args.params.token);
  if (oneClick) {
    await turnOffEmailKind(link.userId, link.kind);
    return new Response(
      `${emailKindLabel(link.kind)}: turned off. We send no more emails of this kind to ${link.maskedEmail}.`,
      {
        status: 200,
        headers: { ...PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
      },
    );
  }
  return dispatchIntent(args, () => link, intents);
}

export default function UnsubscribePage() {
  const { maskedEmail, kindLabel, kinds, constraint } = useLoaderData<UnsubscribeData>();
  // A one-click post made from a browser (a document post) shows its text here.
  const oneClick = useActionData() as unknown;
  const reply = useFormReply(FORM_ID);
  const [form, fields] = useAppForm<Record<string, unknown>>({
    id: FORM_ID,
    reply,
    constraint,
    defaultValue: Object.fromEntries(
      EMAIL_KIND_CHOICES.map((choice) => [choice.kind, kinds[choice.kind] ? "on" : undefined]),
    ),
  });
  return (
    <div className="min-h-screen bg-slate-50">
      <PublicHeader widthClassName="max-w-3xl" />
      <main className="mx-auto max-w-xl px-4 py-10">
        <section aria-labelledby="unsubscribe-title" className="card space-y-4">
          <h1 id="unsubscribe-title" className="text-2xl font-bold">
            {handle.title}
          </h1>
          <p className="text-slate-700">
            The emails App Marketing Machine sends to <strong>{maskedEmail}</strong>. This link came
            with your {kindLabel.toLowerCase()}: untick a kind and save to stop it, tick it to get
            it again. No sign-in needed.
          </p>
          {typeof oneClick === "string" ? (
            <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3">
              {oneClick}
            </p>
          ) : null}
          <AppForm
            form={form}
            reply={reply}
            labels={EMAIL_KIND_LABELS}
            summaryTitle="Your email settings were not saved"
            className="space-y-5"
          >
            <EmailKindFields
              legend={`Emails to ${maskedEmail}`}
              fields={{
                taskReminders: fields.taskReminders,
                launchCountdown: fields.launchCountdown,
                weeklyDigest: fields.weeklyDigest,
                teamNotices: fields.teamNotices,
              }}
            />
            <SubmitButton intent="save-email-kinds">Save email settings</SubmitButton>
          </AppForm>
          <p className="text-sm text-slate-700">
            The hour reminders come at and how many days before a task is due are in{" "}
            <Link to="/preferences" className="font-semibold text-brand-700 underline">
              Preferences
            </Link>{" "}
            (sign-in needed).
          </p>
        </section>
      </main>
    </div>
  );
}

/** A retired link: what happened and the way to the same settings, signed in. */
function RetiredLinkPage() {
  return (
    <div className="min-h-screen bg-slate-50">
      <PublicHeader widthClassName="max-w-3xl" />
      <main className="mx-auto max-w-xl px-4 py-10">
        <section aria-labelledby="retired-title" className="card space-y-4">
          <h1 id="retired-title" className="text-2xl font-bold">
            This link is old
          </h1>
          <p className="text-slate-700">{LINK_RETIRED}</p>
          <p className="text-slate-700">
            Each new email carries a fresh link that works without signing in.
          </p>
          <Link to={SIGNED_IN_SETTINGS} className="btn-primary">
            Sign in to change email settings
          </Link>
        </section>
      </main>
    </div>
  );
}

// Its own boundary, so that a forged link's 404 and a retired link's 410 keep the page's headers
// (no-store, no-referrer).
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: ({ error }) => <NotFoundPage message={notFoundMessage(error)} />,
        410: () => <RetiredLinkPage />,
      }}
    />
  );
}
