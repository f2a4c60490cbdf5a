// The heading of the wizard's current step with its one-line introduction. The heading takes
// the focus when the step changes (the page passes the ref it hands to useStepFocus), so it is
// focusable by script only and shows a visible ring when it has the focus.
import type { ReactNode, RefObject } from "react";

export function StepHeading({
  id,
  headingRef,
  title,
  intro,
}: {
  /** The id the step's section is labelled by. */
  id: string;
  headingRef: RefObject<HTMLHeadingElement>;
  title: ReactNode;
  intro: ReactNode;
}) {
  return (
    <div>
      <h3
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {title}
      </h3>
      <p className="text-slate-700">{intro}</p>
    </div>
  );
}
