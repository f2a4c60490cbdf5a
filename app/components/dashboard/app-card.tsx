// One app on the dashboard: name, link, circular progress, milestone badges, description, the
// main button and a menu that works without JavaScript (a details element). A dashboard page
// renders many cards, so a card is plain markup: its in-app links are <a> elements the grid
// turns into client-side navigations with one click handler (AppGrid), instead of a router Link
// component each (measured: about a tenth of a dashboard view's server CPU).
import { useNavigate } from "@remix-run/react";
import type { CSSProperties, MouseEvent } from "react";

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
      className={clamped >= 100 ? "ring-progress ring-done" : "ring-progress"}
      style={{ "--p": clamped } as CSSProperties}
    >
      {`${clamped}%`}
    </div>
  );
}

/** `keepScroll`: a dialog of the dashboard opens over the same place in the grid. */
function inApp(href: string, keepScroll = false) {
  return keepScroll ? { href, "data-keep-scroll": "" } : { href };
}

/** A same-site page (not a file download, not another site): the grid navigates to it itself. */
function isPageLink(link: HTMLAnchorElement, href: string) {
  return href.startsWith("/") && !href.startsWith("//") && !link.target && !/\.\w+$/.test(href);
}

/**
 * The grid of cards. One click handler for every in-app link of every card: a plain left click
 * becomes a client-side navigation (what the router's Link does; the router discovers the route
 * then); a modified click (new tab,
 * download), a link to another site or a file, and JavaScript off keep the browser's own.
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
    navigate(href, { preventScrollReset: link.hasAttribute("data-keep-scroll") });
  };
  return (
    // The clicks are those of the links inside, which keyboards reach and activate themselves.
    <div className="app-grid" onClick={onClick}>
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
    <article aria-labelledby={titleId} className="app-card" data-testid="app-card">
      <div className="app-head">
        <div className="app-title">
          <h3 id={titleId} className="app-name">
            {app.name}
          </h3>
          {app.url ? (
            // app-url is relative: the truncating box must also clip the hidden "(opens in a new
            // tab)", or a long address pushes the page sideways on a phone.
            <a href={app.url} target="_blank" rel="noopener noreferrer" className="app-url">
              {app.url}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          {category ? <p className="app-category">{category}</p> : null}
        </div>
        <details {...menu} className="relative">
          <summary className="app-more-button" aria-label={`Menu for ${app.name}`}>
            ⋯
          </summary>
          <ul className="app-menu">
            <li>
              <a {...inApp(`/dashboard?edit=${app.id}`, true)}>Edit App</a>
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
              <a {...inApp(`/dashboard?delete=${app.id}`, true)} className="menu-item-danger">
                Delete App
              </a>
            </li>
          </ul>
        </details>
      </div>

      <div className="app-progress">
        <CircularProgress value={app.progress} label={`${app.name} marketing plan progress`} />
        <ul className="app-badges" aria-label="Milestones">
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

      <div className="app-figures">
        <p data-testid="plan-figure">{`Plan: ${app.progress}% of the 8 modules`}</p>
        <p data-testid="questions-figure">
          {`Questions ${questionsStepsDone(app.questionsProgress)} of ${SIMPLE_WIZARD_STEP_COUNT}`}
        </p>
        <p>
          <a href={`/apps/${app.id}/checklist`} className="link">
            Launch checklist<span className="sr-only">{` for ${app.name}`}</span>
          </a>
          {app.overdueTasks > 0 ? (
            <span className="app-overdue" data-testid="overdue-count">
              {`${app.overdueTasks} ${app.overdueTasks === 1 ? "task" : "tasks"} overdue`}
            </span>
          ) : !app.hasLaunchDate ? (
            <span className="app-note">no launch date yet</span>
          ) : null}
        </p>
      </div>

      {app.description ? <p className="app-description">{app.description}</p> : null}

      <div className="app-actions">
        <a {...inApp(action.href)} className="btn-primary flex-1">
          {action.label}
        </a>
        {app.category ? (
          <a href={`/wizard/${app.id}`} className="btn-secondary">
            8-step wizard<span className="sr-only">{` for ${app.name}`}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
