// The Content step: the six ideas as native checkboxes (they post with JavaScript off) and the
// 3-week schedule. With JavaScript a fourth box is disabled and the plan previews live.
import type { FieldMetadata } from "@conform-to/react";

import { ErrorList } from "~/components/forms";
import { MAX_CONTENT_IDEAS } from "~/lib/limits";
import {
  buildContentSchedule,
  scheduleCoversIdeas,
  type ScheduleItem,
} from "~/lib/wizard/content-schedule";

import { ContentScheduleTable } from "./content-schedule-table";

export type IdeaView = { id: string; title: string; description: string; example: string };

type ContentIdeasProps = {
  /** The selectedContentIdeas field of the module form: its id (the summary links to it), errors. */
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  ideas: IdeaView[];
  selected: string[];
  onToggle: (id: string, checked: boolean) => void;
  hydrated: boolean;
  hint: string;
  categoryName: string;
  savedSchedule: ScheduleItem[] | null;
  today: string;
  /** Channels that also fit the app's category, offered beside the plan's tags. */
  channelSuggestions?: readonly string[];
};

export function ContentIdeas({
  meta,
  ideas,
  selected,
  onToggle,
  hydrated,
  hint,
  categoryName,
  savedSchedule,
  today,
  channelSuggestions = [],
}: ContentIdeasProps) {
  const errors = meta.errors ?? [];
  const full = selected.length >= MAX_CONTENT_IDEAS;
  const titles = Object.fromEntries(ideas.map((i) => [i.id, i.title]));
  const known = selected.filter((id) => Object.hasOwn(titles, id));
  const saved = savedSchedule && scheduleCoversIdeas(savedSchedule, known) ? savedSchedule : null;
  const plan = saved ?? buildContentSchedule(known, today);

  return (
    <div className="space-y-5">
      {/* The error summary's link lands here (tabIndex -1 makes the group focusable). */}
      <fieldset
        id={meta.id}
        tabIndex={-1}
        aria-describedby={errors.length > 0 ? `ideas-hint ${meta.errorId}` : "ideas-hint"}
        className="focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <legend className="field-label">Content ideas</legend>
        <p id="ideas-hint" className="field-hint mb-3 mt-0">
          {hint}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {ideas.map((idea) => {
            const checked = selected.includes(idea.id);
            const id = `idea-${idea.id}`;
            return (
              <div
                key={idea.id}
                className={`rounded-lg border p-3 ${checked ? "border-brand-600 bg-brand-50" : "border-slate-200"}`}
              >
                <div className="flex items-start gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    name={meta.name}
                    value={idea.id}
                    checked={checked}
                    disabled={hydrated && full && !checked}
                    onChange={(event) => onToggle(idea.id, event.currentTarget.checked)}
                    aria-describedby={`${id}-text`}
                    className="h-6 w-6 shrink-0 accent-brand-600"
                  />
                  <div>
                    <label htmlFor={id} className="font-semibold">
                      {idea.title}
                    </label>
                    <p id={`${id}-text`} className="text-sm text-slate-700">
                      {idea.description}{" "}
                      <span className="text-slate-600">
                        Example for {categoryName}: {idea.example}
                      </span>
                    </p>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
        {hydrated && full ? (
          <p className="mt-2 text-sm font-medium text-slate-800" role="status">
            You've picked {MAX_CONTENT_IDEAS} ideas, the most a 3-week plan holds. Untick one to
            swap it.
          </p>
        ) : null}
        <ErrorList id={meta.errorId} errors={errors} />
      </fieldset>

      <div className="rounded-lg border border-slate-200 p-4">
        {plan.length > 0 ? (
          <ContentScheduleTable
            items={plan}
            titles={titles}
            caption={
              saved
                ? "Your 3-week content schedule"
                : "Schedule preview: the dates are fixed when you save"
            }
          />
        ) : (
          <p className="text-sm text-slate-700">
            Pick ideas to see your 3-week plan: one piece a week, due 7, 14 and 21 days after you
            save, on your blog, LinkedIn and Twitter.
          </p>
        )}
        {channelSuggestions.length > 0 ? (
          <p className="mt-3 text-sm text-slate-700" data-testid="channel-suggestions">
            <span className="font-semibold">Also fits your category:</span>{" "}
            {channelSuggestions.join(", ")}. Post the same piece there too, in the same week.
          </p>
        ) : null}
      </div>
    </div>
  );
}
