import { Link } from "@remix-run/react";

import { NoAppsYet } from "~/components/app-picker";
import { MODULE_COUNT_WORD, MODULE_COUNT_WORD_CAPITALIZED } from "~/lib/wizard/module-titles";

export type ChooserApp = {
  id: string;
  name: string;
  description: string;
  category: string | null;
  categoryName: string | null;
  progress: number;
};

type Wizard = "simple" | "marketing";

function target(app: ChooserApp, wizard: Wizard): { href: string; label: string } {
  if (!app.category) return { href: `/app-category/${app.id}`, label: "Pick Category First" };
  if (wizard === "simple") {
    return {
      href: `/simple-wizard/${app.id}`,
      label: app.progress === 0 ? "Start Questions" : "Continue Questions",
    };
  }
  return {
    href: `/wizard/${app.id}`,
    label: app.progress === 0 ? "Start Wizard" : "Continue Wizard",
  };
}

/**
 * /simple-wizard and /wizard without an app id: choose which app to work on (or add one); an app
 * without a category goes to its category page first, as on the dashboard.
 */
export function AppChooser({ apps, wizard }: { apps: ChooserApp[]; wizard: Wizard }) {
  if (apps.length === 0) {
    return (
      <NoAppsYet
        what={
          wizard === "simple"
            ? "the simple questions for it"
            : `its ${MODULE_COUNT_WORD} marketing modules`
        }
      />
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-700">
          {wizard === "simple"
            ? "Four short steps of questions about your app. Which app do you want to work on?"
            : `${MODULE_COUNT_WORD_CAPITALIZED} modules from foundation to retention. Which app do you want to work on?`}
        </p>
        <Link to="/dashboard?add=true" className="btn-secondary">
          Add another app
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {apps.map((app) => {
          const next = target(app, wizard);
          return (
            <li key={app.id} className="card flex flex-col gap-2">
              <h2 className="break-words text-lg font-bold">{app.name}</h2>
              <p className="text-sm text-slate-600">
                {app.categoryName ?? "No category yet"} · {app.progress}% done
              </p>
              {app.description ? (
                <p className="line-clamp-2 break-words text-sm text-slate-700">{app.description}</p>
              ) : null}
              <Link
                to={next.href}
                aria-label={`${next.label}: ${app.name}`}
                className="btn-primary mt-auto self-start"
              >
                {next.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
