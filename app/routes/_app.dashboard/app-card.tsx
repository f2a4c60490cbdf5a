// One app on the dashboard: name, link, circular progress, milestone badges, description, the
// main button and a menu that works without JavaScript (a details element). A dashboard page
// renders many cards, so a card is plain markup: its in-app links are <a> elements the grid
// turns into client-side navigations with one click handler (AppGrid), instead of a router Link
// component each (measured: about a tenth of a dashboard view's server CPU).
import { useNavigate } from "@remix-run/react";
import type { CSSProperties, MouseEvent } from "react";

import { useClosingDetails } from "~/components/layout/use-closing-details";
import { milestoneBadges, type MilestoneModule } from "~/lib/dashboard";
import { categoryName } from "~/lib/enums";
import { simpleStepsLabel } from "~/lib/plan-labels";
import { MODULE_COUNT, questionsStepsDone } from "~/lib/wizard/progress";

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
  /** The main button, decided on the server (mainAction, app/lib/next-step.ts). */
  action: { label: string; href: string };
};

/**
 * A card as the loader sends it: the same fields in a fixed order. Twelve objects with ten keys
 * each cost about a kilobyte of keys in the page's hydration data; rows do not.
 */
export type CardRow = readonly [
  id: string,
  name: string,
  url: string,
  description: string,
  progress: number,
  questionsProgress: number,
  overdueTasks: number,
  hasLaunchDate: boolean,
  category: string | null,
  completedMilestones: readonly MilestoneModule[],
  actionLabel: string,
  actionHref: string,
];

export function toCardRow(app: CardApp): CardRow {
  return [
    app.id,
    app.name,
    app.url,
    app.description,
    app.progress,
    app.questionsProgress,
    app.overdueTasks,
    app.hasLaunchDate,
    app.category,
    app.completedMilestones,
    app.action.label,
    app.action.href,
  ];
}

export function fromCardRow(row: CardRow): CardApp {
  const [id, name, url, description, progress, questionsProgress, overdueTasks, ...rest] = row;
  const [hasLaunchDate, category, completedMilestones, label, href] = rest;
  return {
    id,
    name,
    url,
    description,
    progress,
    questionsProgress,
    overdueTasks,
    hasLaunchDate,
    category,
    completedMilestones,
    action: { label, href },
  };
}

/**
 * The ring is CSS (a conic gradient in app/tailwind.css) driven by one custom property: a few
 * bytes per card where an SVG took about 600. A progressbar's range is 0 to 100 by default.
 */
export function CircularProgress({ value, label }: { value: number; label: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={clamped}
      style={{ "--p": clamped } as CSSProperties}
    >
      {`${clamped}%`}
    </div>
  );
}

/** A same-site page (not a file download, not another site): the grid navigates to it itself. */
function isPageLink(link: HTMLAnchorElement, href: string) {
  return href.startsWith("/") && !href.startsWith("//") && !link.target && !/\.\w+$/.test(href);
}

/** The id of the one "opens in a new tab" description every card's site link points to. */
const NEW_TAB_ID = "new-tab";

/**
 * The grid of cards. One click handler for every in-app link of every card: a plain left click
 * becomes a client-side navigation (what the router's Link does; the router discovers the route
 * then); a modified click (new tab, download), a link to another site or a file, and JavaScript
 * off keep the browser's own. A dialog of the dashboard (?edit, ?delete) opens over the same
 * place in the grid.
 */
export function AppGrid({ apps }: { apps: CardApp[] }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[href]");
    const href = link?.getAttribute("href");
    if (!link || !href || !event.currentTarget.contains(link) || !isPageLink(link, href)) return;
    event.preventDefault();
    navigate(href, { preventScrollReset: href.startsWith("/dashboard?") });
  };
  return (
    <>
      <p className="text-sm text-slate-600">
        A milestone badge is earned when its module is completed.
      </p>
      <span id={NEW_TAB_ID} hidden>
        opens in a new tab
      </span>
      {/* The clicks are those of the links inside, which keyboards reach and activate themselves. */}
      <div className="app-grid" onClick={onClick}>
        {apps.map((app, i) => (
          <AppCard key={app.id} app={app} titleId={`card-${i + 1}`} />
        ))}
      </div>
    </>
  );
}

/**
 * One card, in as few bytes as its content allows (twelve per page): app/tailwind.css styles its
 * parts by position (.app-grid > article: head, progress, figures, description, actions).
 */
export function AppCard({ app, titleId }: { app: CardApp; titleId: string }) {
  const action = app.action;
  const badges = milestoneBadges(app.completedMilestones);
  const category = categoryName(app.category);
  const menu = useClosingDetails();
  const forApp = <span className="sr-only">{` for ${app.name}`}</span>;
  return (
    <article aria-labelledby={titleId} data-testid="app-card">
      <div>
        <h3 id={titleId}>{app.name}</h3>
        {app.url ? (
          <a href={app.url} target="_blank" rel="noreferrer" aria-describedby={NEW_TAB_ID}>
            {app.url}
          </a>
        ) : null}
        {category ? <p>{category}</p> : null}
        <details {...menu}>
          <summary aria-label={`Menu for ${app.name}`}>⋯</summary>
          <ul>
            <li>
              <a href={`/dashboard?edit=${app.id}`}>Edit App</a>
            </li>
            <li>
              <a href={`/apps/${app.id}/share`}>Share Plan</a>
            </li>
            <li>
              <a href={`/apps/${app.id}/listing`}>Store Listing</a>
            </li>
            <li>
              <a href={`/apps/${app.id}/drafts`}>Launch Drafts</a>
            </li>
            <li>
              {/* File downloads: never a client-side navigation (isPageLink). */}
              <a href={`/apps/${app.id}/export.pdf`}>Export Plan (PDF)</a>
            </li>
            <li>
              <a href={`/apps/${app.id}/export.csv`}>Export Plan (CSV)</a>
            </li>
            <li>
              <a href={`/dashboard?delete=${app.id}`}>Delete App</a>
            </li>
          </ul>
        </details>
      </div>

      <div>
        <CircularProgress value={app.progress} label={`${app.name} marketing plan progress`} />
        <ul aria-label="Milestones">
          {badges.map((badge) =>
            badge.reached ? (
              <li key={badge.label} className="done">
                {badge.label}
                <span className="sr-only"> (earned)</span>
              </li>
            ) : (
              <li key={badge.label}>{badge.label}</li>
            ),
          )}
        </ul>
      </div>

      <p>{`Plan: ${app.progress}% of the ${MODULE_COUNT} modules`}</p>
      <p>{simpleStepsLabel(questionsStepsDone(app.questionsProgress))}</p>
      <p>
        <a href={`/apps/${app.id}/checklist`}>Launch checklist{forApp}</a>
        {app.overdueTasks > 0 ? (
          <span className="app-overdue" data-testid="overdue-count">
            {`${app.overdueTasks} ${app.overdueTasks === 1 ? "task" : "tasks"} overdue`}
          </span>
        ) : !app.hasLaunchDate ? (
          <span>no launch date yet</span>
        ) : null}
      </p>

      {app.description ? <p className="desc">{app.description}</p> : null}

      <div>
        <a href={action.href} className="btn-primary">
          {action.label}
        </a>
        {app.category ? (
          <a href={`/wizard/${app.id}`} className="btn-secondary">
            {`${MODULE_COUNT}-step wizard`}
            {forApp}
          </a>
        ) : null}
      </div>
    </article>
  );
}
