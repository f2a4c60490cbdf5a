import type { ReactNode } from "react";

import { type ChartBox, DEFAULT_BOX } from "~/lib/svg-chart";

type AxesProps = {
  ticks: { value: number; y: number }[];
  xLabels: { label: string; x: number }[];
  formatTick: (value: number) => string;
  box?: ChartBox;
};

/** Horizontal grid lines with their values, and the x labels under the plot. */
export function ChartAxes({ ticks, xLabels, formatTick, box = DEFAULT_BOX }: AxesProps) {
  const right = box.width - box.right;
  const labelY = box.height - box.bottom + 22;
  return (
    <g className="text-slate-600" fontSize="13">
      {ticks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={box.left}
            x2={right}
            y1={tick.y}
            y2={tick.y}
            className="stroke-slate-200"
            strokeWidth="1"
          />
          <text x={box.left - 8} y={tick.y + 4} textAnchor="end" fill="currentColor">
            {formatTick(tick.value)}
          </text>
        </g>
      ))}
      {xLabels.map((label, i) => (
        <text
          key={`${label.label}-${i}`}
          x={label.x}
          y={labelY}
          textAnchor={
            xLabels.length === 1
              ? "middle"
              : i === 0
                ? "start"
                : i === xLabels.length - 1
                  ? "end"
                  : "middle"
          }
          fill="currentColor"
        >
          {label.label}
        </text>
      ))}
    </g>
  );
}

/** The chart's drawing: the SVG frame (hidden from screen readers, the table says it) with its axes. */
export function ChartPlot({
  testId,
  children,
  ...axes
}: AxesProps & { testId: string; children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${DEFAULT_BOX.width} ${DEFAULT_BOX.height}`}
      className="h-auto w-full"
      aria-hidden="true"
      focusable="false"
      data-testid={testId}
    >
      <ChartAxes {...axes} />
      {children}
    </svg>
  );
}
