// A daily series drawn on the server (SVG, readable with JavaScript off) with the launch day
// marked, and its numbers as a table for screen readers.
import { ChartPlot } from "~/components/charts/axes";
import { ChartTable } from "~/components/charts/chart-table";
import { DEFAULT_BOX, lineChartGeometry } from "~/lib/svg-chart";

type Props = {
  title: string;
  valueHeader: string;
  days: { date: string; value: number | null }[];
  launch: string | null;
  testId: string;
};

const number = (value: number) => value.toLocaleString("en-US");
const short = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

export function DailyChart({ title, valueHeader, days, launch, testId }: Props) {
  const data = days.map((d) => ({ label: short(d.date), value: d.value }));
  const g = lineChartGeometry(data);
  const plotWidth = DEFAULT_BOX.width - DEFAULT_BOX.left - DEFAULT_BOX.right;
  const launchIndex = launch ? days.findIndex((d) => d.date === launch) : -1;
  const launchX =
    launchIndex === -1
      ? null
      : DEFAULT_BOX.left +
        (days.length <= 1 ? plotWidth / 2 : (launchIndex / (days.length - 1)) * plotWidth);
  return (
    <figure className="w-full" data-testid={testId}>
      <figcaption className="font-semibold">{title}</figcaption>
      <ChartPlot testId={`${testId}-plot`} ticks={g.ticks} xLabels={g.xLabels} formatTick={number}>
        {g.paths.map((d) => (
          <path key={d} d={d} fill="none" className="stroke-brand-600" strokeWidth="2" />
        ))}
        {launchX !== null ? (
          <g data-testid={`${testId}-launch`}>
            <line
              x1={launchX}
              x2={launchX}
              y1={DEFAULT_BOX.top}
              y2={DEFAULT_BOX.height - DEFAULT_BOX.bottom}
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
        ]}
      />
    </figure>
  );
}
