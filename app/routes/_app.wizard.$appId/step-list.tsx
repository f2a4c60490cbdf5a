// The marketing wizard's step list: status and lock state per module. A locked step shows Locked
// (docs/product/spec-facts.md §4) and never opens itself: its tab says what opens it ("Opens after
// Creative") and links to that module (docs/decisions/069-locks-drafts-listing-sign-up.md).
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";

import type { StepName } from "~/lib/enums";

export type StepListItem = {
  stepName: StepName;
  title: string;
  status: "not_started" | "in_progress" | "completed";
  locked: boolean;
};

const STATUS_LABEL = {
  not_started: "Not started",
  in_progress: "In progress",
  completed: "Completed",
} as const;

function StepBadge({ item }: { item: StepListItem }) {
  if (item.locked) {
    return <span className="text-xs font-semibold uppercase text-slate-600">Locked</span>;
  }
  const tone =
    item.status === "completed"
      ? "bg-emerald-100 text-emerald-800"
      : item.status === "in_progress"
        ? "bg-amber-100 text-amber-900"
        : "bg-slate-100 text-slate-700";
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {STATUS_LABEL[item.status]}
    </span>
  );
}

export function StepList({
  appId,
  steps,
  current,
}: {
  appId: string;
  steps: StepListItem[];
  current: StepName;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const currentIndex = steps.findIndex((item) => item.stepName === current);
  // Below md the list is a strip of two whole tabs at a time that scrolls sideways, snapping to a
  // tab (app/tailwind.css): start it at the current step, the next one beside it. Without
  // JavaScript, CSS starts it there where the browser can (scroll-initial-target).
  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[currentIndex] as HTMLElement | undefined;
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = item.offsetLeft - (list.firstElementChild as HTMLElement).offsetLeft;
  }, [currentIndex]);
  return (
    <nav aria-label="Marketing modules" className="min-w-0">
      {currentIndex >= 0 ? (
        <p
          className="mb-2 text-sm font-semibold text-slate-800 md:hidden"
          data-testid="current-step"
        >
          Step {currentIndex + 1} of {steps.length}: {steps[currentIndex].title}
        </p>
      ) : null}
      <ol ref={listRef} className="step-strip">
        {steps.map((item, index) => {
          const isCurrent = item.stepName === current;
          // A locked tab opens the module before it (the first module is never locked).
          const before = item.locked ? steps[index - 1] : undefined;
          // Short component classes (app/tailwind.css): eight tabs repeat them in the page's HTML.
          return (
            <li key={item.stepName} data-testid={`step-${item.stepName}`}>
              <Link
                to={`/wizard/${appId}?step=${(before ?? item).stepName}`}
                aria-current={isCurrent ? "step" : undefined}
                className={isCurrent ? "step-tab step-on" : "step-tab"}
              >
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className={item.status === "completed" ? "step-dot step-done" : "step-dot"}
                  >
                    {item.status === "completed" ? "\u2713" : index + 1}
                  </span>
                  <span className="font-medium">{item.title}</span>
                </span>
                <StepBadge item={item} />
                {before ? <span className="step-why">{`Opens after ${before.title}`}</span> : null}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
