// The marketing wizard's step list: status and lock state per module. A locked step is text, not
// a link (docs/product/spec-facts.md §4: "Locked steps show Locked and cannot be clicked").
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
    return <span className="text-xs font-semibold uppercase text-slate-500">Locked</span>;
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
  // Below md the list is a strip that scrolls sideways: bring the current step into view.
  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[currentIndex] as HTMLElement | undefined;
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = item.offsetLeft - list.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
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
      <ol
        ref={listRef}
        className="flex gap-2 overflow-x-auto pb-2 md:flex-col md:overflow-visible md:pb-0"
      >
        {steps.map((item, index) => {
          const isCurrent = item.stepName === current;
          const content = (
            <>
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    item.status === "completed"
                      ? "bg-emerald-600 text-white"
                      : "bg-slate-200 text-slate-800"
                  }`}
                >
                  {item.status === "completed" ? "\u2713" : index + 1}
                </span>
                <span className="font-medium">{item.title}</span>
              </span>
              <StepBadge item={item} />
            </>
          );
          const base = `flex min-w-[11rem] items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm md:min-w-0 ${
            isCurrent ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white"
          }`;
          return (
            <li key={item.stepName} data-testid={`step-${item.stepName}`}>
              {item.locked ? (
                <span
                  aria-disabled="true"
                  aria-current={isCurrent ? "step" : undefined}
                  className={`${base} cursor-not-allowed text-slate-500`}
                >
                  {content}
                </span>
              ) : (
                <Link
                  to={`/wizard/${appId}?step=${item.stepName}`}
                  aria-current={isCurrent ? "step" : undefined}
                  className={`${base} hover:border-brand-600`}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
