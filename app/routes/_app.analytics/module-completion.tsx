import { Link } from "@remix-run/react";

import { PROGRESS_MAX } from "~/lib/limits";

const STATUS_LABEL: Record<string, string> = {
  completed: "Completed",
  in_progress: "In progress",
  not_started: "Not started",
};

const STATUS_CLASS: Record<string, string> = {
  completed: "bg-green-100 text-green-900",
  in_progress: "bg-amber-100 text-amber-900",
  not_started: "bg-slate-100 text-slate-700",
};

/** The eight modules in order with their status, and the app's overall progress. */
export function ModuleCompletion({
  appId,
  progress,
  modules,
}: {
  appId: string;
  progress: number;
  /** All eight modules in order, with the wizard's titles. */
  modules: { stepName: string; title: string; status: string }[];
}) {
  const completed = modules.filter((m) => m.status === "completed").length;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-3xl font-extrabold text-slate-900">{progress}%</p>
        <p className="text-sm text-slate-700">
          {completed} of {modules.length} modules completed
        </p>
      </div>
      <progress
        className="mt-2 h-3 w-full accent-brand-600"
        max={PROGRESS_MAX}
        value={progress}
        aria-label="Plan progress"
      >
        {progress}%
      </progress>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2">
        {modules.map(({ stepName, title, status }, i) => {
          return (
            <li
              key={stepName}
              className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2"
            >
              <Link
                to={`/wizard/${appId}?step=${stepName}`}
                className="font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                {i + 1}. {title}
              </Link>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[status] ?? STATUS_CLASS.not_started}`}
              >
                {STATUS_LABEL[status] ?? STATUS_LABEL.not_started}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
