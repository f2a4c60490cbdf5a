import { ChartPlot } from "~/components/charts/axes";
import { ChartTable } from "~/components/charts/chart-table";
import { type ChartDatum, lineChartGeometry } from "~/lib/svg-chart";

type LineChartProps = {
  title: string;
  data: ChartDatum[];
  valueHeader: string;
  labelHeader: string;
  formatValue: (value: number) => string;
  /** A fixed top of the scale (100 for percentages). */
  yMax?: number;
};

/** A line chart drawn on the server as SVG, with the numbers as a table for screen readers. */
export function LineChart({
  title,
  data,
  valueHeader,
  labelHeader,
  formatValue,
  yMax,
}: LineChartProps) {
  const g = lineChartGeometry(data, { yMax });
  return (
    <figure className="w-full">
      <ChartPlot testId="line-chart" ticks={g.ticks} xLabels={g.xLabels} formatTick={formatValue}>
        {g.paths.map((d) => (
          <path key={d} d={d} fill="none" className="stroke-brand-600" strokeWidth="3" />
        ))}
        {g.dots.map((dot) => (
          <circle
            key={`${dot.label}-${dot.x}`}
            cx={dot.x}
            cy={dot.y}
            r="4"
            className="fill-brand-700"
          />
        ))}
      </ChartPlot>
      <ChartTable
        caption={title}
        columns={[
          { header: labelHeader, cells: data.map((d) => d.label) },
          {
            header: valueHeader,
            cells: data.map((d) => (d.value === null ? "No number" : formatValue(d.value))),
          },
        ]}
      />
    </figure>
  );
}
