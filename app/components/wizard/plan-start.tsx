// The top of the plan after the simple questions: what carried over from the answers, and the
// launch date (its dated checklist one tap away, or asked for in one field).
import { Link } from "@remix-run/react";

import { LaunchDateForm } from "~/components/checklist/task-form";
import type { FormConstraint } from "~/lib/forms";

export function PlanStart({
  appId,
  moduleTitle,
  prefilledCount,
  launch,
  constraint,
}: {
  appId: string;
  moduleTitle: string;
  prefilledCount: number;
  launch: { label: string; taskCount: number } | null;
  constraint: FormConstraint;
}) {
  const checklist = `/apps/${appId}/checklist`;
  return (
    <section
      id="plan-start"
      aria-labelledby="plan-start-heading"
      className="card space-y-3"
      data-testid="plan-start"
    >
      <h3 id="plan-start-heading" className="text-lg font-bold">
        Your plan starts here
      </h3>
      {prefilledCount > 0 ? (
        <p className="text-sm text-slate-700" data-testid="plan-start-prefilled">
          {`${prefilledCount} ${prefilledCount === 1 ? "field" : "fields"} of ${moduleTitle} below ${
            prefilledCount === 1 ? "is" : "are"
          } filled in from your simple answers. Check them and save.`}
        </p>
      ) : null}
      {launch ? (
        <p className="flex flex-wrap items-center gap-3">
          <span>{`Launch day: ${launch.label}.`}</span>
          <Link to={checklist} className="btn-primary">
            {`Open your checklist (${launch.taskCount} dated tasks)`}
          </Link>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            When do you launch? One date gives you a checklist of dated tasks counted back from it.
          </p>
          <LaunchDateForm
            value=""
            hasDate={false}
            fromAnswer={false}
            constraint={constraint}
            action={checklist}
          />
        </>
      )}
    </section>
  );
}
