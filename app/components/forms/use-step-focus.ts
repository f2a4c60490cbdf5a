// Focus on the new step's heading when a wizard's step changes.
import { type RefObject, useEffect, useRef } from "react";

/**
 * Moves the focus to a step's heading when the step changes (not on the first render), so the
 * next Tab reaches the step's first field instead of starting again at the top of the page.
 */
export function useStepFocus(heading: RefObject<HTMLElement | null>, step: unknown) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [heading, step]);
}
