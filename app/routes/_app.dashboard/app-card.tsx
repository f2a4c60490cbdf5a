// One app on the dashboard: name, link, circular progress, milestone badges, description, the
// main button and a menu that works without JavaScript (a details element). A dashboard page
// renders many cards, so a card is plain markup: its in-app links are <a> elements the grid
// turns into client-side navigations with one click handler (AppGrid), instead of a router Link
// component each (measured: about a tenth of a dashboard view's server CPU).
import { useNavigate } from "@remix-run/react";
import type { CSSProperties, MouseEvent } from "react";

import { useClosingDetails } from "~/components/layout/use-closing-details";
import { milestoneBadges, MILESTONES } from "~/lib/dashboard";
import { categoryName } from "~/lib/enums";
import { simpleStepsLabel } from "~/lib/plan-labels";
import { MODULE_COUNT, questionsStepsDone } from "~/lib/wizard/progress";

/** "Foundation at 12.5 %, SEO at 25 %, Content at 37.5 % and Launch at 50 %". */
const MILESTONE_LINE = MILESTONES.map(({ label, at }, i) => {
  const joiner = i === 0 ? "" : i === MILESTONES.length - 1 ? " and " : ", ";
  return `${joiner}${label} at ${at} %`;
}).join("");

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
  /** The main button, decided on the server (cardActions, app/lib/dashboard.ts). */
  action: { label: string; href: string };
  /** The card leads with the launch-date field instead of the main button. */
  askLaunchDate: boolean;
  /** "Continue the plan: Foundation" once the simple questions are done, else null. */
  plan: { label: string; href: string } | null;
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
  actionLabel: string,
  actionHref: string,
  askLaunchDate: boolean,
  planLabel: string,
  planHref: string,
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
    app.action.label,
    app.action.href,
    app.askLaunchDate,
    app.plan?.label ?? "",
    app.plan?.href ?? "",
  ];
}

export function fromCardRow(row: CardRow): CardApp {
  const [id, name, url, description, progress, questionsProgress, overdueTasks, ...rest] = row;
  const [hasLaunchDate, category, label, href, askLaunchDate, ...plan] = rest;
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
    action: { label, href },
    askLaunchDate,
    plan: plan[0] ? { label: plan[0], href: plan[1] } : null,
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
      <p className="text-sm text-slate-600">Milestone badges: {MILESTONE_LINE} of the plan.</p>
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
  const badges = milestoneBadges(app.progress);
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
              <a href={`/apps/${app.id}/listing`}>Store listing</a>
            </li>
            <li>
              <a href={`/apps/${app.id}/drafts`}>Launch drafts</a>
            </li>
            <li>
              <a href={`/apps/${app.id}/results`}>Results</a>
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
          {/* The label is seen; the sentence is heard (what it marks, and whether it is reached). */}
          {badges.map((badge) => (
            <li key={badge.label} className={badge.reached ? "done" : undefined}>
              {badge.label}
              <span className="sr-only">{badge.detail}</span>
            </li>
          ))}
        </ul>
      </div>

      {/* Short words: twelve cards repeat them in the dashboard's HTML (its 41 KB budget). */}
      <p>{`Plan: ${app.progress}% of ${MODULE_COUNT} modules`}</p>
      <p>{simpleStepsLabel(questionsStepsDone(app.questionsProgress))}</p>
      <p>
        <a href={`/apps/${app.id}/checklist`}>Launch checklist{forApp}</a>
        {app.overdueTasks > 0 ? (
          <span className="app-overdue" data-testid="overdue-count">
            {`${app.overdueTasks} ${app.overdueTasks === 1 ? "task" : "tasks"} overdue`}
          </span>
        ) : !app.hasLaunchDate ? (
          <span>no launch date</span>
        ) : null}
      </p>

      {app.description ? <p className="desc">{app.description}</p> : null}

      <div>
        {app.askLaunchDate ? (
          // The next real step after the simple questions: one date gives the dated checklist. A
          // plain form posting to the checklist's own action (its page answers a refusal).
          <form method="post" action={action.href} className="card-launch">
            <label htmlFor={`${titleId}-launch`}>When do you launch?</label>
            <input
              id={`${titleId}-launch`}
              type="date"
              name="launchDate"
              required
              className="field-input"
            />
            <button type="submit" name="intent" value="set-launch-date" className="btn-primary">
              Set launch date<span className="sr-only">{` for ${app.name}`}</span>
            </button>
          </form>
        ) : (
          <a href={action.href} className="btn-primary">
            {action.label}
          </a>
        )}
        {app.plan ? (
          <a href={app.plan.href} className="btn-secondary">
            {app.plan.label}
          </a>
        ) : app.category ? (
          <a href={`/wizard/${app.id}`} className="btn-secondary">
            {`${MODULE_COUNT}-step wizard`}
            {forApp}
          </a>
        ) : null}
      </div>
    </article>
  );
}
