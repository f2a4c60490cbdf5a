// Pages show this above the forms a demo account may not use (the server refuses them too).
import type { ReactNode } from "react";

import { DEMO_RESTRICTED_MESSAGE, DEMO_TRIAL_HREF, DEMO_TRIAL_LABEL } from "~/lib/demo";

function TrialLink() {
  // A plain link: the sign-in page opens its register tab for a demo visitor.
  return (
    <a href={DEMO_TRIAL_HREF} className="font-semibold text-brand-700 underline">
      {DEMO_TRIAL_LABEL}
    </a>
  );
}

/**
 * The reason in one line, then the forms, disabled when `demo` is true; with `hide`, the reason
 * stands in for the form (a form that only ever answers "no" is noise).
 */
export function DemoRestricted({
  demo,
  hide = false,
  children,
}: {
  demo: boolean;
  hide?: boolean;
  children: ReactNode;
}) {
  if (!demo) return <>{children}</>;
  const note = (
    <p
      id="demo-notice"
      role="note"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
    >
      {DEMO_RESTRICTED_MESSAGE} <TrialLink />
    </p>
  );
  if (hide) return note;
  return (
    <fieldset disabled aria-describedby="demo-notice" className="min-w-0 space-y-6">
      {note}
      {children}
    </fieldset>
  );
}
