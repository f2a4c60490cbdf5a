// The marketing calendar's month and agenda views, rendered on the server from data the loader
// already placed on days in the user's time zone. Navigation is plain links (?view=&month=).
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import type { CalendarView, CalendarViewData, GridDay, PlacedItem } from "~/lib/calendar";

/** Items shown in a month cell before "+N more" (the agenda has them all). */
const MAX_ITEMS_PER_CELL = 3;

const KIND_STYLE: Record<PlacedItem["kind"], { label: string; chip: string; dot: string }> = {
  launch: {
    label: "Launch day",
    chip: "bg-rose-50 text-rose-900 border-rose-200",
    dot: "bg-rose-600",
  },
  content: {
    label: "Content",
    chip: "bg-emerald-50 text-emerald-900 border-emerald-200",
    dot: "bg-emerald-600",
  },
  task: {
    label: "Checklist task",
    chip: "bg-brand-50 text-brand-900 border-brand-200",
    dot: "bg-brand-600",
  },
};

function href(data: CalendarViewData, params: { view?: CalendarView; month?: string }, hash = "") {
  const search = new URLSearchParams({
    view: params.view ?? data.view,
    month: params.month ?? data.month,
  });
  return `${data.basePath}?${search}${hash}`;
}

function itemLabel(item: PlacedItem, showAppName: boolean) {
  return showAppName ? `${item.appName}: ${item.title}` : item.title;
}

function Toolbar({ data }: { data: CalendarViewData }) {
  const tab = (view: CalendarView, label: string) => (
    <Link
      to={href(data, { view })}
      aria-current={data.view === view ? "page" : undefined}
      className={`inline-flex min-h-[44px] items-center rounded-lg px-4 text-sm font-semibold ${
        data.view === view ? "bg-brand-600 text-white" : "text-slate-800 hover:bg-slate-100"
      }`}
    >
      {label}
    </Link>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-1">
        <Link
          to={href(data, { month: data.prevMonth })}
          className="btn-ghost px-3"
          aria-label="Previous month"
        >
          <span aria-hidden="true">‹</span>
        </Link>
        <h3
          className="whitespace-nowrap text-center text-base font-bold sm:min-w-[9.5rem] sm:text-lg"
          aria-live="polite"
        >
          {data.monthLabel}
        </h3>
        <Link
          to={href(data, { month: data.nextMonth })}
          className="btn-ghost px-3"
          aria-label="Next month"
        >
          <span aria-hidden="true">›</span>
        </Link>
        {data.month !== data.todayMonth ? (
          <Link to={href(data, { month: data.todayMonth })} className="btn-secondary px-3">
            Today
          </Link>
        ) : null}
      </div>
      <nav
        aria-label="Calendar view"
        className="flex rounded-lg border border-slate-300 bg-white p-0.5"
      >
        {tab("month", "Month")}
        {tab("agenda", "Agenda")}
      </nav>
    </div>
  );
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Legend">
      {Object.values(KIND_STYLE).map((style) => (
        <li key={style.label} className="flex items-center gap-1.5">
          <span className={`h-2.5 w-2.5 rounded-full ${style.dot}`} aria-hidden="true" />
          {style.label}
        </li>
      ))}
    </ul>
  );
}

function MonthGrid({ data }: { data: CalendarViewData }) {
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{data.monthLabel}</caption>
      <thead>
        <tr>
          {data.weekdays.map((name) => (
            <th key={name} scope="col" className="py-1 text-xs font-semibold text-slate-700">
              <abbr title={name} className="no-underline">
                <span className="sm:hidden">{name.slice(0, 1)}</span>
                <span className="hidden sm:inline">{name.slice(0, 3)}</span>
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.weeks.map((week) => (
          <tr key={week[0].day}>
            {week.map((cell) => (
              <DayCell key={cell.day} cell={cell} data={data} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell({ cell, data }: { cell: GridDay; data: CalendarViewData }) {
  const items = data.byDay[cell.day] ?? [];
  const isToday = cell.day === data.today;
  const dayHref = href(data, { view: "agenda", month: cell.day.slice(0, 7) }, `#day-${cell.day}`);
  return (
    <td
      className={`h-16 border border-slate-200 p-0.5 align-top sm:h-28 sm:p-1 ${
        cell.inMonth ? "bg-white" : "bg-slate-50 text-slate-500"
      }`}
    >
      {items.length > 0 ? (
        <Link
          to={dayHref}
          aria-label={`${cell.label}: ${items.length} item${items.length === 1 ? "" : "s"}`}
          className={`flex min-h-[28px] min-w-[28px] items-center justify-center rounded-full text-xs font-semibold underline sm:inline-flex ${
            isToday ? "bg-brand-600 text-white" : "text-brand-800"
          }`}
        >
          {cell.dayOfMonth}
        </Link>
      ) : (
        <span
          className={`flex min-h-[28px] min-w-[28px] items-center justify-center rounded-full text-xs sm:inline-flex ${
            isToday ? "bg-brand-600 font-semibold text-white" : ""
          }`}
        >
          {cell.dayOfMonth}
        </span>
      )}
      {items.length > 0 ? (
        <>
          <div className="flex flex-wrap justify-center gap-0.5 sm:hidden" aria-hidden="true">
            {items.slice(0, MAX_ITEMS_PER_CELL).map((item) => (
              <span
                key={item.id}
                className={`h-1.5 w-1.5 rounded-full ${KIND_STYLE[item.kind].dot}`}
              />
            ))}
          </div>
          <ul className="mt-0.5 hidden space-y-0.5 sm:block">
            {items.slice(0, MAX_ITEMS_PER_CELL).map((item) => (
              <li key={item.id}>
                <Link
                  to={item.href}
                  title={itemLabel(item, data.showAppName)}
                  className={`block truncate rounded border px-1 py-0.5 text-xs ${KIND_STYLE[item.kind].chip} ${
                    item.done ? "line-through opacity-80" : ""
                  }`}
                >
                  {/* Cells are narrow: the title shows, the app name is read out and in the tooltip. */}
                  {data.showAppName ? <span className="sr-only">{item.appName}: </span> : null}
                  {item.timeLabel ? <span className="font-semibold">{item.timeLabel} </span> : null}
                  {item.overdue ? <span className="font-bold text-red-800">Overdue: </span> : null}
                  {item.title}
                </Link>
              </li>
            ))}
            {items.length > MAX_ITEMS_PER_CELL ? (
              <li>
                <Link to={dayHref} className="text-xs font-semibold text-brand-800 underline">
                  +{items.length - MAX_ITEMS_PER_CELL} more
                </Link>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
    </td>
  );
}

function Agenda({ data }: { data: CalendarViewData }) {
  return (
    <ol className="space-y-4">
      {data.agenda.map((day) => (
        <li key={day.day} id={`day-${day.day}`} className="scroll-mt-20">
          <h4 className="mb-2 text-sm font-bold text-slate-800">
            {day.label}
            {day.day === data.today ? <span className="ml-2 text-brand-700">Today</span> : null}
          </h4>
          <ul className="space-y-2">
            {day.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.href}
                  className={`flex flex-col gap-0.5 rounded-lg border p-3 sm:flex-row sm:items-center sm:gap-3 ${KIND_STYLE[item.kind].chip}`}
                >
                  <span className="w-20 shrink-0 text-xs font-semibold">
                    {item.timeLabel ?? "All day"}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span
                      className={`block break-words font-semibold ${item.done ? "line-through" : ""}`}
                    >
                      {item.title}
                    </span>
                    <span className="block break-words text-xs">
                      {KIND_STYLE[item.kind].label}
                      {data.showAppName ? ` · ${item.appName}` : ""}
                      {item.done ? " · Done" : ""}
                      {item.overdue ? (
                        <span className="font-bold text-red-800"> · Overdue</span>
                      ) : null}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

export function CalendarViews({ data, empty }: { data: CalendarViewData; empty: ReactNode }) {
  return (
    <section aria-label="Calendar" className="card space-y-4 p-3 sm:p-5">
      <Toolbar data={data} />
      <Legend />
      {data.view === "month" ? <MonthGrid data={data} /> : null}
      {data.view === "agenda" ? (
        data.agenda.length > 0 ? (
          <Agenda data={data} />
        ) : (
          <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{empty}</div>
        )
      ) : null}
      {data.view === "month" && data.agenda.length === 0 ? (
        <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{empty}</div>
      ) : null}
    </section>
  );
}
