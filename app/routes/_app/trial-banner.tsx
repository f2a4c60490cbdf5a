// The trial-end banner for the signed-in layout; its words come from the loader
// (app/lib/trial-banner.ts), so they weigh nothing in the page's JavaScript.
import { Link } from "@remix-run/react";

import type { TrialBannerCopy } from "~/lib/trial-banner";

export function TrialBanner({ copy }: { copy: TrialBannerCopy | null }) {
  if (!copy) return null;
  return (
    <div
      role={copy.ending ? "status" : "alert"}
      data-testid="trial-banner"
      className={copy.ending ? "trial-banner" : "trial-banner ended"}
    >
      <p>{copy.text}</p>
      <Link to="/billing" className="btn-primary">
        {copy.action}
      </Link>
    </div>
  );
}
