import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { AppForm, Field, TextareaField, useAppForm, useFormReply } from "~/components/forms";
import { PLAN_PRICE_PER_MONTH_USD, PLAN_PRICE_PER_YEAR_USD, TRIAL_DAYS } from "~/lib/plan";
import { MODULE_COUNT_WORD } from "~/lib/wizard/module-titles";
import { createSupportMessage, supportMessageSchema } from "~/models/support.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod.server";
import { dispatchIntent, formReply, type Intents } from "~/utils/form.server";
import { requireUser } from "~/utils/guards.server";
import { type PublicUser } from "~/utils/session.server";
import { redirectWithSuccessToast } from "~/utils/toast.server";

export const handle = { title: "Help & Support" };

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

const SUPPORT_FORM = "support-message";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { email: user.email, constraint: getZodConstraint(supportMessageSchema) };
}

// Contacting support works even after a trial ends: that is when people need it most.
export const intents = {
  "send-support-message": {
    form: SUPPORT_FORM,
    run: async ({ ctx: user, formData, formId }) => {
      const submission = parseWithZod(formData, { schema: supportMessageSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      const result = await createSupportMessage(user, submission.value);
      if (!result.ok) {
        return formReply(formId, submission.reply({ formErrors: [result.message] }), {
          status: 429,
        });
      }
      return redirectWithSuccessToast("/help", {
        title: "Message sent",
        description: `Our support team will reply to ${user.email}.`,
      });
    },
  },
} satisfies Intents<PublicUser>;

export function action(args: ActionFunctionArgs) {
  return dispatchIntent(args, ({ request }) => requireUser(request), intents);
}

const STEPS = [
  {
    title: "Add your app",
    text: "On the Dashboard, choose Add App and give its name, web address and a short description.",
    href: "/dashboard?add=true",
  },
  {
    title: "Pick a category",
    text: "The category (games, tools, health, ...) tailors every hint and example to your kind of app.",
    href: null,
  },
  {
    title: "Answer the simple questions",
    text: "Four short steps about your app, its users and your launch. Save at any point and come back later.",
    href: "/simple-wizard",
  },
  {
    title: `Work through the ${MODULE_COUNT_WORD} modules`,
    text: "Foundation, SEO, Content, Community, Creative, Launch, Analytics and Retention. Each module opens when the one before it is completed; Save Draft keeps your work without completing it.",
    href: "/wizard",
  },
  {
    title: "Check and export your plan",
    text: "Reports shows what is done and what is missing, your competitors side by side and a check of your launch copy against Product Hunt's rules. Download the plan as PDF or CSV.",
    href: "/reports",
  },
  {
    title: "Launch and measure",
    text: "Follow the launch-day checklist, then record your weekly numbers (visits, sign-ups, Product Hunt referrals) on Analytics to see what works.",
    href: "/analytics",
  },
] as const;

const FAQ = [
  {
    q: "How long is the free trial, and what does it cost afterwards?",
    a: `The trial lasts ${TRIAL_DAYS} days from sign-up and needs no credit card. After that the plan is $${PLAN_PRICE_PER_MONTH_USD} a month, billed annually as $${PLAN_PRICE_PER_YEAR_USD} a year.`,
  },
  {
    q: "What happens when my trial ends?",
    a: "Everything you saved stays: you can still read and export it. Saving new changes needs a subscription (see Billing). Your profile, preferences and this support form keep working.",
  },
  {
    q: "Who can see my apps and plans?",
    a: "Only the people of your company account. Other companies never see your apps, numbers or messages.",
  },
  {
    q: "Why does the launch-copy check warn about asking for upvotes?",
    a: "Product Hunt's community guidelines treat asking for upvotes, rewarding votes, mass messaging and extra accounts as spam; a launch can lose its listing. Ask your audience for feedback instead.",
  },
  {
    q: "Which numbers should I record after launch?",
    a: "Visits, sign-ups and visits referred by Product Hunt show reach. Product Hunt weighs votes, so a vote count is not reach. For newsletters, judge by clicks rather than opens.",
  },
  {
    q: "How do I change my time zone or the first day of the week?",
    a: "In Preferences. The time zone sets the due times on the launch checklist and calendar; the week start sets how your weekly numbers are grouped.",
  },
  {
    q: "How do I delete my account?",
    a: "In Profile Settings, on its Delete account page. If you are the last person in your company, your company's apps and plans are deleted too, after you confirm it.",
  },
  {
    q: "Does it work on my phone, or without JavaScript?",
    a: "Yes. Every page works on a small screen, and every form works with JavaScript turned off.",
  },
] as const;

const SHORTCUTS = [
  { keys: "F8", what: "Move focus to the notification that just appeared." },
  { keys: "Tab / Shift + Tab", what: "Move to the next or previous link, field or button." },
  { keys: "Enter or Space", what: "Press the focused button; Space ticks a checkbox." },
  { keys: "Escape", what: "Close the open menu (the main menu or the user menu)." },
] as const;

/** One card of the page with its heading. */
function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function HelpPage() {
  const { email, constraint } = useLoaderData<typeof loader>();
  const reply = useFormReply(SUPPORT_FORM);
  const [form, fields] = useAppForm({ id: SUPPORT_FORM, reply, constraint });

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <HelpSection id="how" title="How App Marketing Machine works">
        <ol className="mt-3 space-y-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold">
                  {step.href ? (
                    <Link to={step.href} className="tap text-brand-800 underline">
                      {step.title}
                    </Link>
                  ) : (
                    step.title
                  )}
                </h3>
                <p className="text-sm text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </HelpSection>

      <HelpSection id="faq" title="Frequently asked questions">
        <div className="mt-3 divide-y divide-slate-200">
          {FAQ.map((item) => (
            <details key={item.q} className="group py-2">
              <summary className="flex min-h-[44px] cursor-pointer items-center font-medium">
                {item.q}
              </summary>
              <p className="pb-2 text-sm text-slate-700">{item.a}</p>
            </details>
          ))}
        </div>
      </HelpSection>

      <HelpSection id="shortcuts" title="Keyboard shortcuts">
        <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          {SHORTCUTS.map((s) => (
            <div key={s.keys} className="contents">
              <dt>
                <kbd className="rounded border border-slate-300 bg-slate-100 px-1.5 py-0.5 font-mono">
                  {s.keys}
                </kbd>
              </dt>
              <dd className="text-slate-700">{s.what}</dd>
            </div>
          ))}
        </dl>
      </HelpSection>

      <HelpSection id="contact" title="Contact support">
        <p className="mt-1 text-sm text-slate-700">
          Our support team reads every message and answers by email to{" "}
          <span className="font-medium">{email}</span>.
        </p>
        <AppForm
          form={form}
          reply={reply}
          labels={{ subject: "Subject", message: "Message" }}
          summaryTitle="Your message was not sent"
          className="mt-3 space-y-3"
        >
          <Field meta={fields.subject} label="Subject" />
          <TextareaField meta={fields.message} label="Message" rows={6} />
          <button type="submit" name="intent" value="send-support-message" className="btn-primary">
            Send message
          </button>
        </AppForm>
      </HelpSection>
    </div>
  );
}
