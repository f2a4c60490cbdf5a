import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type KeyboardEvent } from "react";

/**
 * A <details> menu works without JavaScript; with it, the menu also closes after a client-side
 * navigation (the layout stays mounted) and on Escape, returning focus to its toggle.
 */
export function useClosingDetails() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !ref.current?.open) return;
    ref.current.open = false;
    ref.current.querySelector("summary")?.focus();
  };
  return { ref, onKeyDown };
}
