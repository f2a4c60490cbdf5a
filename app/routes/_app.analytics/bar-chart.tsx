import { ChartPlot } from "~/components/charts/axes";
import { ChartTable } from "~/components/charts/chart-table";
import { barChartGeometry, type ChartDatum } from "~/lib/svg-chart";

type BarChartProps = {
  title: string;
  data: ChartDatum[];
  labelHeader: string;
  valueHeader: string;
  formatValue: (value: number) => string;
};

/** Weekly bars with a dark mark at each week's target; drawn on the server, table for readers. */
export function BarChart({ title, data, labelHeader, valueHeader, formatValue }: BarChartProps) {
  const g = barChartGeometry(data);
  const hasTargets = g.targets.length > 0;
  return (
    <figure className="w-full">
      <ChartPlot testId="bar-chart" ticks={g.ticks} xLabels={g.xLabels} formatTick={formatValue}>
        {g.bars.map((bar) => (
          <rect
            key={`${bar.label}-${bar.x}`}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={Math.max(bar.height, 1)}
            rx="3"
            className="fill-brand-500"
          />
        ))}
        {g.targets.map((t) => (
          <line
            key={`${t.label}-${t.x1}`}
            x1={t.x1}
            x2={t.x2}
            y1={t.y}
            y2={t.y}
            className="stroke-slate-900"
            strokeWidth="3"
            strokeDasharray="6 3"
          />
        ))}
      </ChartPlot>
      {hasTargets ? (
        <figcaption
          className="mt-1 flex items-center gap-2 text-xs text-slate-600"
          aria-hidden="true"
        >
          <span className="inline-block h-0 w-6 border-t-[3px] border-dashed border-slate-900" />
          Target
        </figcaption>
      ) : null}
      <ChartTable
        caption={title}
        columns={[
          { header: labelHeader, cells: data.map((d) => d.label) },
          {
            header: valueHeader,
            cells: data.map((d) => (d.value === null ? "No number" : formatValue(d.value))),
          },
          ...(hasTargets
            ? [
                {
                  header: "Target",
                  cells: data.map((d) =>
                    d.target === null || d.target === undefined
                      ? "No target"
                      : formatValue(d.target),
                  ),
                },
              ]
            : []),
        ]}
      />
    </figure>
  );
}
