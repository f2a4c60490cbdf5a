import { Link } from "@remix-run/react";

type StepRef = { stepName: string; title: string };

function LockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

/**
 * What a locked step's page shows instead of its form (docs/product/spec-facts.md §4), with a way on to the
 * step the user can work on now.
 */
export function LockedStep({
  appId,
  title,
  previous,
  openStep,
}: {
  appId: string;
  title: string;
  previous: StepRef | null;
  openStep: StepRef;
}) {
  return (
    <div className="card space-y-3" data-testid="locked-step">
      <h3 className="flex items-center gap-2 text-xl font-bold">
        <LockIcon />
        Locked
      </h3>
      <p className="text-slate-700">
        {`${title} opens after ${previous ? previous.title : "the step before"}.`} Finish the steps
        in order: each one builds on the one before.
      </p>
      <Link to={`/wizard/${appId}?step=${openStep.stepName}`} className="btn-primary">
        Continue with {openStep.title}
      </Link>
    </div>
  );
}
