// The top of the plan after the simple questions: what carried over from the answers, and the
// launch date (its dated checklist one tap away, or asked for in one field). The date form posts
// to the checklist's own action, which answers a refusal on its page with the input kept.
import { Form, Link } from "@remix-run/react";

export function PlanStart({
  appId,
  moduleTitle,
  prefilledCount,
  launch,
}: {
  appId: string;
  moduleTitle: string;
  prefilledCount: number;
  launch: { label: string; taskCount: number } | null;
}) {
  const checklist = `/apps/${appId}/checklist`;
  const many = prefilledCount !== 1;
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
          {`${prefilledCount} ${many ? "fields" : "field"} of ${moduleTitle} below ${many ? "are" : "is"} filled in from your simple answers. Check them and save.`}
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
        <Form method="post" action={checklist} className="flex flex-wrap items-end gap-3">
          <label className="min-w-0 flex-1 basis-48 space-y-1">
            <span className="block font-medium">When do you launch?</span>
            <span className="block text-sm text-slate-700">
              One date gives you a checklist of dated tasks counted back from it.
            </span>
            <input type="date" name="launchDate" required className="field-input w-full" />
          </label>
          <button type="submit" name="intent" value="set-launch-date" className="btn-primary">
            Set launch date
          </button>
        </Form>
      )}
    </section>
  );
}
