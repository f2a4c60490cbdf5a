// A daily series drawn on the server (SVG, readable with JavaScript off) with the launch day (the
// Product Hunt day) and each done calendar item marked, and its numbers as a table for screen
// readers, whose rows name the same marks.
import { ChartPlot } from "~/components/charts/axes";
import { ChartTable } from "~/components/charts/chart-table";
import { formatDay } from "~/lib/kpi";
import { DEFAULT_BOX, lineChartGeometry } from "~/lib/svg-chart";

type Props = {
  title: string;
  valueHeader: string;
  days: { date: string; value: number | null }[];
  launch: string | null;
  /** The calendar's done items in the window, on their day. */
  done: { date: string; title: string }[];
  testId: string;
};

const number = (value: number) => value.toLocaleString("en-US");
const short = (date: string) => formatDay(date, false);

export function DailyChart({ title, valueHeader, days, launch, done, testId }: Props) {
  const data = days.map((d) => ({ label: short(d.date), value: d.value }));
  const g = lineChartGeometry(data);
  const plotWidth = DEFAULT_BOX.width - DEFAULT_BOX.left - DEFAULT_BOX.right;
  const xOf = (date: string | null) => {
    const index = date ? days.findIndex((d) => d.date === date) : -1;
    if (index === -1) return null;
    return (
      DEFAULT_BOX.left +
      (days.length <= 1 ? plotWidth / 2 : (index / (days.length - 1)) * plotWidth)
    );
  };
  const launchX = xOf(launch);
  // One mark per day that has done items; its tooltip names them.
  const doneByDay = new Map<string, string[]>();
  for (const item of done)
    doneByDay.set(item.date, [...(doneByDay.get(item.date) ?? []), item.title]);
  const doneMarks = [...doneByDay]
    .map(([date, titles]) => ({ date, titles, x: xOf(date) }))
    .filter((mark): mark is { date: string; titles: string[]; x: number } => mark.x !== null);
  const bottom = DEFAULT_BOX.height - DEFAULT_BOX.bottom;
  return (
    <figure className="w-full" data-testid={testId}>
      <figcaption className="font-semibold">{title}</figcaption>
      <ChartPlot testId={`${testId}-plot`} ticks={g.ticks} xLabels={g.xLabels} formatTick={number}>
        {g.paths.map((d) => (
          <path key={d} d={d} fill="none" className="stroke-brand-600" strokeWidth="2" />
        ))}
        {doneMarks.length ? (
          <g data-testid={`${testId}-done`}>
            {doneMarks.map((mark) => (
              <g key={mark.date}>
                <title>{`Done ${short(mark.date)}: ${mark.titles.join("; ")}`}</title>
                <line
                  x1={mark.x}
                  x2={mark.x}
                  y1={DEFAULT_BOX.top}
                  y2={bottom}
                  className="stroke-slate-400"
                  strokeWidth="1"
                  strokeDasharray="2 3"
                />
                <circle cx={mark.x} cy={bottom} r="4" className="fill-green-700" />
              </g>
            ))}
          </g>
        ) : null}
        {launchX !== null ? (
          <g data-testid={`${testId}-launch`}>
            <line
              x1={launchX}
              x2={launchX}
              y1={DEFAULT_BOX.top}
              y2={bottom}
              className="stroke-amber-600"
              strokeWidth="2"
              strokeDasharray="6 4"
            />
            <text x={launchX + 6} y={DEFAULT_BOX.top + 12} fontSize="13" className="fill-amber-800">
              Launch day
            </text>
          </g>
        ) : null}
      </ChartPlot>
      {launchX !== null ? (
        <p className="text-sm text-slate-700">
          The dashed line is the launch day (the Product Hunt day), {short(launch!)}.
        </p>
      ) : null}
      {doneMarks.length ? (
        <p className="text-sm text-slate-700">
          Dotted lines with a green dot: the days of {number(done.length)} done calendar{" "}
          {done.length === 1 ? "item" : "items"}; the table names them.
        </p>
      ) : null}
      <ChartTable
        caption={title}
        columns={[
          {
            header: "Day",
            cells: days.map((d) => `${d.date}${d.date === launch ? " (launch day)" : ""}`),
          },
          {
            header: valueHeader,
            cells: days.map((d) => (d.value === null ? "No number" : number(d.value))),
          },
          ...(doneMarks.length
            ? [
                {
                  header: "Done in the plan",
                  cells: days.map((d) => doneByDay.get(d.date)?.join("; ") ?? ""),
                },
              ]
            : []),
        ]}
      />
    </figure>
  );
}
