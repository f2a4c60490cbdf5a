// The public 404 page: our own words, and the thrown Response's message where a route gave one
// (a revoked share link says so), signed in or out.
import { isRouteErrorResponse } from "@remix-run/react";

/** The not-found page's heading (the specification's words), and its tab title. */
export const NOT_FOUND_TITLE = "404 Page Not Found";

export const NOT_FOUND_MESSAGE =
  "There is no page at this address. Check the link for a typo, or start again from the home page.";

/** The message a 404 carries: a route's own sentence, or ours for the bare "Not found". */
export function notFoundMessage(error: unknown): string {
  if (!isRouteErrorResponse(error)) return NOT_FOUND_MESSAGE;
  const text = typeof error.data === "string" ? error.data.trim() : "";
  return text && text !== "Not found" ? text : NOT_FOUND_MESSAGE;
}

export function NotFoundPage({ message = NOT_FOUND_MESSAGE }: { message?: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <div className="card w-full max-w-md">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <span aria-hidden="true" className="text-red-600">
            ⚠
          </span>
          {NOT_FOUND_TITLE}
        </h1>
        <p className="mt-4 text-sm text-slate-700">{message}</p>
        <a href="/" className="btn-secondary mt-6">
          Back to the home page
        </a>
      </div>
    </main>
  );
}
