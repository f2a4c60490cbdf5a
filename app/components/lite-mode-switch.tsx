// Plain forms (no JavaScript needed): the notice on every Lite page and the footer's switch.
import { useLocation, useRouteLoaderData } from "@remix-run/react";

/** Lite mode (app/lib/lite-mode.ts), as the root loader decided it for this request. */
export function useLiteMode(): boolean {
  return useRouteLoaderData<{ lite?: boolean }>("root")?.lite ?? false;
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

/**
 * Said once, quietly, at the end of every page served in Lite mode. Rendered by
 * app/entry.server.tsx only: a Lite page never runs scripts, so the bundle needs none of it.
 */
export function LiteModeNotice({ returnTo }: { returnTo: string }) {
  return (
    <div className="border-t border-slate-200 bg-slate-50 px-4 py-2 text-center text-xs text-slate-700">
      Lite mode is on: pages load without JavaScript. Offline reading needs JavaScript, so it is off
      too. <SwitchForm on={false} returnTo={returnTo} label="Turn Lite mode off" />
    </div>
  );
}

/** The footer's switch for visitors who are not signed in (kept in a cookie). */
export function LiteModeFooterSwitch() {
  const lite = useLiteMode();
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  if (lite) return null;
  return (
    <div className="mt-2">
      <SwitchForm on returnTo={returnTo} label="Switch to Lite mode (no JavaScript, least data)" />
    </div>
  );
}
