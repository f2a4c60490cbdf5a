// One app on the dashboard: name, link, circular progress, milestone badges, description, the
// main button and a menu that works without JavaScript (a details element). A dashboard page
// renders many cards, so a card is plain markup: its in-app links are <a> elements the grid
// turns into client-side navigations with one click handler (AppGrid), instead of a router Link
// component each (measured: about a tenth of a dashboard view's server CPU).
import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";

import { useClosingDetails } from "~/components/layout/use-closing-details";
import { mainAction, milestoneBadges, milestoneHint, type MilestoneModule } from "~/lib/dashboard";
import { categoryName } from "~/lib/enums";
import { questionsStepsDone, SIMPLE_WIZARD_STEP_COUNT } from "~/lib/wizard/progress";

/** progress: the eight-module plan; questionsProgress: the simple questions' own figure. */
export type CardApp = {
  id: string;
  name: string;
  url: string;
  description: string;
  progress: number;
  questionsProgress: number;
  overdueTasks: number;
  hasLaunchDate: boolean;
  category: string | null;
  completedMilestones: readonly MilestoneModule[];
};

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function CircularProgress({ value, label }: { value: number; label: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className="relative h-16 w-16 shrink-0"
    >
      <svg viewBox="0 0 64 64" className="h-16 w-16 -rotate-90" aria-hidden="true">
        <circle
          cx="32"
          cy="32"
          r={RADIUS}
          fill="none"
          strokeWidth="7"
          className="stroke-slate-200"
        />
        <circle
          cx="32"
          cy="32"
          r={RADIUS}
          fill="none"
          strokeWidth="7"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - clamped / 100)}
          className={clamped >= 100 ? "stroke-emerald-600" : "stroke-brand-600"}
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center text-sm font-bold">
        {`${clamped}%`}
      </span>
    </div>
  );
}

/**
 * A link to a page of this app: a plain <a> (it works without JavaScript) that AppGrid navigates
 * to on the client; `data-discover` lets the router learn the route ahead, as its Link does.
 * `keepScroll`: a dialog of the dashboard opens over the same place in the grid.
 */
function inApp(href: string, keepScroll = false) {
  return keepScroll
    ? { href, "data-discover": "true", "data-keep-scroll": "" }
    : { href, "data-discover": "true" };
}

/**
 * The grid of cards. One click handler for every in-app link of every card: a plain left click
 * becomes a client-side navigation (what the router's Link does); a modified click (new tab,
 * download), a link to another site or a file, and JavaScript off keep the browser's own.
 */
export function AppGrid({ apps }: { apps: CardApp[] }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-discover]");
    const href = link?.getAttribute("href");
    if (!link || !href || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    navigate(href, { preventScrollReset: link.hasAttribute("data-keep-scroll") });
  };
  return (
    // The clicks are those of the links inside, which keyboards reach and activate themselves.
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" onClick={onClick}>
      {apps.map((app) => (
        <AppCard key={app.id} app={app} />
      ))}
    </div>
  );
}

export function AppCard({ app }: { app: CardApp }) {
  const action = mainAction(app);
  const badges = milestoneBadges(app.completedMilestones);
  const titleId = `app-${app.id}-name`;
  const category = categoryName(app.category);
  const menu = useClosingDetails();
  return (
    <article
      aria-labelledby={titleId}
      className="card flex min-w-0 flex-col gap-4"
      data-testid="app-card"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="break-words text-lg font-bold">
            {app.name}
          </h3>
          {app.url ? (
            <a
              href={app.url}
              target="_blank"
              rel="noopener noreferrer"
              // relative: the truncating box must also clip the hidden "(opens in a new tab)",
              // or a long address pushes the page sideways on a phone.
              className="relative block truncate text-sm text-brand-700 underline"
            >
              {app.url}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          {category ? <p className="mt-1 text-xs text-slate-600">{category}</p> : null}
        </div>
        <details {...menu} className="relative">
          <summary className="btn-ghost cursor-pointer list-none px-3 [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true">⋯</span>
            <span className="sr-only">{`Menu for ${app.name}`}</span>
          </summary>
          <ul className="absolute right-0 z-10 mt-1 w-48 rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
            <li>
              <a {...inApp(`/dashboard?edit=${app.id}`, true)} className="menu-item">
                Edit App
              </a>
            </li>
            <li>
              <a {...inApp(`/apps/${app.id}/share`)} className="menu-item">
                Share Plan
              </a>
            </li>
            <li>
              <a {...inApp(`/apps/${app.id}/listing`)} className="menu-item">
                Store Listing
              </a>
            </li>
            <li>
              <a {...inApp(`/apps/${app.id}/drafts`)} className="menu-item">
                Launch Drafts
              </a>
            </li>
            <li>
              {/* File downloads: never a client-side navigation. */}
              <a href={`/apps/${app.id}/export.pdf`} className="menu-item">
                Export Plan (PDF)
              </a>
            </li>
            <li>
              <a href={`/apps/${app.id}/export.csv`} className="menu-item">
                Export Plan (CSV)
              </a>
            </li>
            <li>
              <a
                {...inApp(`/dashboard?delete=${app.id}`, true)}
                className="menu-item text-red-700 hover:bg-red-50 focus-visible:bg-red-50"
              >
                Delete App
              </a>
            </li>
          </ul>
        </details>
      </div>

      <div className="flex items-center gap-4">
        <CircularProgress value={app.progress} label={`${app.name} marketing plan progress`} />
        <ul className="flex flex-wrap gap-1.5" aria-label="Milestones">
          {badges.map((badge) => (
            <li
              key={badge.label}
              className={badge.reached ? "badge-reached" : "badge-open"}
              title={milestoneHint(badge)}
            >
              {badge.reached ? <span aria-hidden="true">✓ </span> : null}
              {badge.label}
              <span className="sr-only">: {milestoneHint(badge)}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="space-y-1 text-sm text-slate-700">
        <p data-testid="plan-figure">{`Plan: ${app.progress}% of the 8 modules`}</p>
        <p data-testid="questions-figure">
          {`Questions ${questionsStepsDone(app.questionsProgress)} of ${SIMPLE_WIZARD_STEP_COUNT}`}
        </p>
        <p>
          <a
            {...inApp(`/apps/${app.id}/checklist`)}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Launch checklist<span className="sr-only">{` for ${app.name}`}</span>
          </a>
          {app.overdueTasks > 0 ? (
            <span
              className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800"
              data-testid="overdue-count"
            >
              {`${app.overdueTasks} ${app.overdueTasks === 1 ? "task" : "tasks"} overdue`}
            </span>
          ) : !app.hasLaunchDate ? (
            <span className="ml-2 text-xs text-slate-600">no launch date yet</span>
          ) : null}
        </p>
      </div>

      {app.description ? (
        <p className="break-words text-sm text-slate-700">{app.description}</p>
      ) : null}

      <div className="mt-auto flex flex-wrap items-center gap-2">
        <a {...inApp(action.href)} className="btn-primary flex-1">
          {action.label}
        </a>
        {app.category ? (
          <a {...inApp(`/wizard/${app.id}`)} className="btn-secondary">
            8-step wizard<span className="sr-only">{` for ${app.name}`}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
