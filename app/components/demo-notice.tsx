// Pages show this above the forms a demo account may not use (the server refuses them too).
import type { ReactNode } from "react";

import { DEMO_RESTRICTED_MESSAGE } from "~/lib/demo";

/** The reason, then the forms, disabled when `demo` is true. */
export function DemoRestricted({ demo, children }: { demo: boolean; children: ReactNode }) {
  if (!demo) return <>{children}</>;
  return (
    <fieldset disabled aria-describedby="demo-notice" className="min-w-0 space-y-6">
      <p
        id="demo-notice"
        role="note"
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
      >
        {DEMO_RESTRICTED_MESSAGE}{" "}
        <a href="/auth?tab=register" className="font-semibold text-brand-700 underline">
          Start a free trial
        </a>
      </p>
      {children}
    </fieldset>
  );
}
