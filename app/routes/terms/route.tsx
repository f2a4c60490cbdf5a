import type { MetaFunction } from "@remix-run/node";

import { LegalPage } from "~/components/legal-page";

export const handle = { title: "Terms of Service" };

export const meta: MetaFunction = () => [{ title: `${handle.title} — App Marketing Machine` }];

export default function Terms() {
  return (
    <LegalPage title={handle.title} updated="22 November 2026">
      <p>
        These terms cover your use of App Marketing Machine, a web application that helps app makers
        plan their marketing. By creating an account you agree to them.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>
          Each account belongs to one company (tenant). You are responsible for the people you let
          use it.
        </li>
        <li>
          Keep your password private. Tell us at once if you think someone else has used your
          account.
        </li>
        <li>
          If you are under the age of majority where you live, use the service with a parent or
          guardian who accepts these terms for you.
        </li>
      </ul>
      <h2>Free trial and payment</h2>
      <ul>
        <li>The free trial lasts 7 days and needs no credit card.</li>
        <li>After the trial the plan costs $240 per year ($20 per month, billed annually).</li>
        <li>You can cancel any time during the trial and pay nothing.</li>
        <li>
          When a trial ends without a subscription, your plans stay readable and exportable; editing
          resumes once you subscribe.
        </li>
      </ul>
      <h2>Your content</h2>
      <p>
        The apps, answers and plans you enter are yours. We store them to provide the service and
        never sell them. You can export them as PDF or CSV and delete your account at any time.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not use the service to plan spam, vote manipulation or anything that breaks the rules of
        the platforms you market on (for example Product Hunt&rsquo;s community guidelines).
      </p>
      <h2>Advice, not guarantees</h2>
      <p>
        Our guidance is based on published platform rules and marketing practice, checked on the
        dates shown. Platforms change their rules; results are not guaranteed.
      </p>
      <h2>Changes</h2>
      <p>We will tell you by email or in the app before material changes take effect.</p>
    </LegalPage>
  );
}
