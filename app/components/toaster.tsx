// The toast region: the root loader hands it the toast of this request (an action's, with
// JavaScript off) or of the flash cookie (after a redirect, or the root's revalidation after an
// action that answered with one): app/utils/toast.server.ts.
//
// Where it sits: on a phone (below md) in the page's flow, right under the signed-in header (the
// layout places it there) or at the top of a public page (the root does), so it pushes the page
// down and covers no heading, field or button; from md up, floating at the bottom right, where
// the page keeps a wide margin.
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { useHydrated } from "~/components/use-hydrated";

export type Toast = {
  message: string;
  description?: string;
  type: "info" | "success" | "error" | "warning";
};

// docs/product/spec-facts.md §9: one toast at a time, shown for 5000 ms; F8 moves focus to it.
const DISPLAY_MS = 5000;
const SWIPE_DISMISS_PX = 50;

/** The signed-in layout's route id: it places the toast under its header itself. */
const PLACED_BY = "routes/_app";

/** The root's toaster, for pages outside the signed-in layout (which places its own). */
export function RootToaster() {
  const placed = useMatches().some((match) => match.id === PLACED_BY);
  return placed ? null : <Toaster />;
}

export function Toaster() {
  const toast = useRouteLoaderData<{ toast?: Toast | null }>("root")?.toast ?? undefined;
  const [visible, setVisible] = useState<Toast | undefined>(toast);
  const regionRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(undefined), DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === "F8")
        regionRef.current?.querySelector<HTMLElement>("[role=status]")?.focus();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const destructive = visible?.type === "error";
  return (
    <div
      ref={regionRef}
      role="region"
      aria-live="polite"
      aria-label="Notifications (F8)"
      className="toast-region"
    >
      {visible ? (
        <div
          role="status"
          tabIndex={-1}
          data-testid="toast"
          data-variant={destructive ? "destructive" : "default"}
          onPointerDown={(e) => (swipeStart.current = e.clientX)}
          onPointerUp={(e) => {
            if (swipeStart.current !== null && e.clientX - swipeStart.current > SWIPE_DISMISS_PX)
              setVisible(undefined);
            swipeStart.current = null;
          }}
          // Styled in app/tailwind.css (.toast, by its data-variant): the class strings stay out
          // of the first load's JavaScript.
          className="toast toast-auto-hide"
        >
          <div>
            <p>{visible.message}</p>
            {visible.description ? <p>{visible.description}</p> : null}
          </div>
          {hydrated ? (
            <button
              type="button"
              onClick={() => setVisible(undefined)}
              aria-label="Dismiss notification"
            >
              ×
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
