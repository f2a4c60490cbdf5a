import { Link, useRouteLoaderData } from "@remix-run/react";

import { LiteModeFooterSwitch } from "./lite-mode-switch";

export function SiteFooter() {
  // The root loader's year (app/root.tsx): read from the clock per request, on the server.
  const year = useRouteLoaderData<{ year?: number }>("root")?.year ?? new Date().getUTCFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 text-center text-sm text-slate-600">
        <p>
          By signing up, you agree to our{" "}
          <Link to="/terms" className="font-medium text-brand-700 underline">
            Terms of Service
          </Link>{" "}
          and{" "}
          <Link to="/privacy" className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
        <LiteModeFooterSwitch />
        <p className="mt-2">© {year} App Marketing Machine. All rights reserved.</p>
      </div>
    </footer>
  );
}
