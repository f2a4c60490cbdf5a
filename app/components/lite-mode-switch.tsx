// Plain forms (no JavaScript needed): the notice on every Lite page and the footer's switch.
import { useLocation, useRouteLoaderData } from "@remix-run/react";

import { LITE_MODE_LABEL } from "~/lib/lite-mode";

/** Lite mode (app/lib/lite-mode.ts), as the root loader decided it for this request. */
export function useLiteMode(): boolean {
  return useRouteLoaderData<{ lite?: boolean }>("root")?.lite ?? false;
}

/** Where a switch sends the browser back to: the page it was pressed on. */
function useReturnTo(): string {
  const location = useLocation();
  return location.pathname + location.search;
}

function SwitchForm({ on, returnTo, label }: { on: boolean; returnTo: string; label: string }) {
  return (
    <form method="post" action="/lite-mode" className="inline">
      <input type="hidden" name="redirectTo" value={returnTo} />
      <button type="submit" name="intent" value={on ? "lite-on" : "lite-off"} className="link-btn">
        {label}
      </button>
    </form>
  );
}

/** Said once, quietly, at the end of every page served in Lite mode (after the skip link's target). */
export function LiteModeNotice() {
  const returnTo = useReturnTo();
  return (
    <p className="border-t border-slate-200 bg-slate-50 px-4 py-2 text-center text-xs text-slate-700">
      Lite mode is on: pages load without JavaScript.{" "}
      <SwitchForm on={false} returnTo={returnTo} label="Turn Lite mode off" />
    </p>
  );
}

/** The footer's switch for visitors who are not signed in (kept in a cookie). */
export function LiteModeFooterSwitch() {
  const lite = useLiteMode();
  const returnTo = useReturnTo();
  if (lite) return null;
  return (
    <p className="mt-2">
      <SwitchForm on returnTo={returnTo} label={`Switch to ${LITE_MODE_LABEL}`} />
    </p>
  );
}
