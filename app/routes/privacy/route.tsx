import type { MetaFunction } from "@remix-run/node";

import { LegalPage } from "~/components/legal-page";

export const handle = { title: "Privacy Policy" };

export const meta: MetaFunction = () => [{ title: `${handle.title} — App Marketing Machine` }];

export default function Privacy() {
  return (
    <LegalPage title={handle.title} updated="22 November 2026">
      <p>This policy explains what we collect, why, and what you can do about it.</p>
      <h2>What we collect</h2>
      <ul>
        <li>
          Account data: your email, your company name and a one-way hash of your password (never the
          password itself).
        </li>
        <li>Your plans: the apps, answers and module data you enter.</li>
        <li>
          Technical data: a session cookie that keeps you signed in, and a short-lived cookie for
          on-screen messages.
        </li>
      </ul>
      <h2>What we do not do</h2>
      <ul>
        <li>No advertising trackers and no selling of data.</li>
        <li>
          No data shared with other companies on our service: every company&rsquo;s data is kept
          apart.
        </li>
      </ul>
      <h2>Payments</h2>
      <p>
        When online payment is enabled, card details go straight to our payment provider (Stripe);
        we keep only the customer and subscription references and the billing history.
      </p>
      <h2>Your rights</h2>
      <p>
        You can export your plans, change your email and password, and delete your account from your
        profile. Deleting the last user of a company deletes that company&rsquo;s data.
      </p>
      <h2>Children</h2>
      <p>
        Young makers are welcome with a parent or guardian. We do not knowingly collect data from
        children under 13 without verifiable parental consent.
      </p>
    </LegalPage>
  );
}
