import { useLocation } from "@remix-run/react";
import { type KeyboardEvent, type RefObject, type SyntheticEvent, useEffect, useRef } from "react";

/**
 * A <details> menu works without JavaScript; with it, the menu also closes after a client-side
 * navigation (the layout stays mounted), on Escape (returning focus to its toggle) and on a click
 * outside it, and opening one menu closes any other. Spread the result on the <details>. `scope`:
 * an element around it that also counts as inside (a toggle whose content is outside the details).
 */
export function useClosingDetails(scope?: RefObject<HTMLElement>) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search, location.hash]);
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const details = ref.current;
      const inside = scope?.current ?? details;
      if (details?.open && !inside?.contains(event.target as Node)) details.open = false;
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [scope]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || !ref.current?.open) return;
    ref.current.open = false;
    ref.current.querySelector("summary")?.focus();
  };
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (!details.open) return;
    for (const other of document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]")) {
      if (other !== details) other.open = false;
    }
  };
  return { ref, onKeyDown, onToggle, "data-menu": "" };
}
