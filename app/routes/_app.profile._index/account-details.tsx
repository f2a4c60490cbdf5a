import { Fragment } from "react";

import { accountRoleLines } from "~/lib/team";

export function AccountDetails({
  profile,
}: {
  profile: {
    email: string;
    companyName: string;
    role: string;
    teamRole: string;
    /** The day the account was made, in the user's words and zone. */
    memberSince: string;
  };
}) {
  return (
    <section aria-labelledby="account-heading" className="card">
      <h2 id="account-heading" className="text-xl font-bold">
        Your account
      </h2>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-600">Email</dt>
        <dd className="break-all" data-testid="profile-email">
          {profile.email}
        </dd>
        <dt className="font-medium text-slate-600">Company</dt>
        <dd className="break-words">{profile.companyName}</dd>
        {accountRoleLines(profile).map((line) => (
          <Fragment key={line.label}>
            <dt className="font-medium text-slate-600">{line.label}</dt>
            <dd data-testid={`profile-${line.label === "Team role" ? "team-role" : "site-access"}`}>
              {line.value}
            </dd>
          </Fragment>
        ))}
        <dt className="font-medium text-slate-600">Member since</dt>
        <dd>{profile.memberSince}</dd>
      </dl>
    </section>
  );
}
