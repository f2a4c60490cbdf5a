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
      className={`flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 text-sm ${
        copy.ending
          ? "border-amber-200 bg-amber-50 text-amber-950"
          : "border-red-200 bg-red-50 text-red-900"
      }`}
    >
      <p className="min-w-0 flex-1">{copy.text}</p>
      <Link to="/billing" className="btn-primary min-h-[36px] py-1">
        {copy.action}
      </Link>
    </div>
  );
}
