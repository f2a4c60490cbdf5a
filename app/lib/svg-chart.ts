// Geometry for the server-rendered SVG charts: scales, ticks, line paths and bars. Pure numbers,
// so a chart looks the same with JavaScript off and can be unit-tested without a browser.

export type ChartDatum = { label: string; value: number | null; target?: number | null };

export type ChartBox = {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
};

// A viewBox, not pixels: the SVG scales to its container, down to a 360 px phone.
export const DEFAULT_BOX: ChartBox = {
  width: 640,
  height: 260,
  top: 16,
  right: 16,
  bottom: 44,
  left: 56,
};

/** At most this many labels on the x axis, so they never overlap on a phone. */
export const MAX_X_LABELS = 6;
const Y_TICK_COUNT = 4;

/** The smallest 1, 2, 2.5 or 5 × 10^n at or above `max` (at least 1), for round axis labels. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const exponent = Math.floor(Math.log10(max));
  const base = 10 ** exponent;
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * base;
    if (candidate >= max - 1e-9) return Number(candidate.toPrecision(12));
  }
  return 10 * base;
}

/** Evenly spaced values from 0 to `max`, inclusive. */
export function yTicks(max: number, count: number = Y_TICK_COUNT): number[] {
  return Array.from({ length: count + 1 }, (_, i) => Number(((max * i) / count).toPrecision(12)));
}

/** Indexes of the labels to print: first, last and evenly spread ones in between. */
export function labelIndexes(count: number, maxLabels: number = MAX_X_LABELS): number[] {
  if (count <= maxLabels) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (maxLabels - 1);
  return Array.from({ length: maxLabels }, (_, i) => Math.round(i * step));
}

function dataMax(data: readonly ChartDatum[], fixedMax?: number): number {
  if (fixedMax !== undefined) return fixedMax;
  let max = 0;
  for (const d of data) max = Math.max(max, d.value ?? 0, d.target ?? 0);
  return niceMax(max);
}

const round = (n: number) => Math.round(n * 10) / 10;

type Axis = {
  yMax: number;
  ticks: { value: number; y: number }[];
  xLabels: { label: string; x: number }[];
};

function yScale(box: ChartBox, yMax: number) {
  const plotHeight = box.height - box.top - box.bottom;
  return (value: number) => round(box.top + plotHeight - (value / yMax) * plotHeight);
}

/**
 * The frame both charts draw on (the box, the top of the scale, the y scale, the plot's width),
 * and their axes (`axes(x)`: the ticks, and the x labels at the chart's own x of each point).
 */
function chartFrame(data: readonly ChartDatum[], options: { box?: ChartBox; yMax?: number }) {
  const box = options.box ?? DEFAULT_BOX;
  const yMax = dataMax(data, options.yMax);
  const y = yScale(box, yMax);
  const axes = (x: (i: number) => number): Axis => ({
    yMax,
    ticks: yTicks(yMax).map((value) => ({ value, y: y(value) })),
    xLabels: labelIndexes(data.length).map((i) => ({ label: data[i].label, x: x(i) })),
  });
  return { box, yMax, y, plotWidth: box.width - box.left - box.right, axes };
}

export type LineGeometry = Axis & {
  /** One path per unbroken run of values (a null value breaks the line). */
  paths: string[];
  dots: { x: number; y: number; label: string; value: number }[];
};

export function lineChartGeometry(
  data: readonly ChartDatum[],
  options: { box?: ChartBox; yMax?: number } = {},
): LineGeometry {
  const { box, y, plotWidth, axes } = chartFrame(data, options);
  const x = (i: number) =>
    round(
      data.length <= 1 ? box.left + plotWidth / 2 : box.left + (i / (data.length - 1)) * plotWidth,
    );

  const paths: string[] = [];
  const dots: LineGeometry["dots"] = [];
  let current: string[] = [];
  data.forEach((d, i) => {
    if (d.value === null) {
      if (current.length) paths.push(current.join(" "));
      current = [];
      return;
    }
    const point = { x: x(i), y: y(d.value) };
    current.push(`${current.length ? "L" : "M"}${point.x},${point.y}`);
    dots.push({ ...point, label: d.label, value: d.value });
  });
  if (current.length) paths.push(current.join(" "));

  return { ...axes(x), paths, dots };
}

export type BarGeometry = Axis & {
  bars: { x: number; y: number; width: number; height: number; label: string; value: number }[];
  targets: { x1: number; x2: number; y: number; label: string; value: number }[];
};

/** Bars for values (none for null) with a short horizontal mark at each target. */
export function barChartGeometry(
  data: readonly ChartDatum[],
  options: { box?: ChartBox; yMax?: number } = {},
): BarGeometry {
  const { box, yMax, y, plotWidth, axes } = chartFrame(data, options);
  const slot = data.length ? plotWidth / data.length : plotWidth;
  const barWidth = round(slot * 0.6);
  const center = (i: number) => box.left + slot * i + slot / 2;
  const baseline = y(0);

  const bars: BarGeometry["bars"] = [];
  const targets: BarGeometry["targets"] = [];
  data.forEach((d, i) => {
    const left = round(center(i) - barWidth / 2);
    if (d.value !== null) {
      const top = y(Math.min(d.value, yMax));
      bars.push({
        x: left,
        y: top,
        width: barWidth,
        height: round(baseline - top),
        label: d.label,
        value: d.value,
      });
    }
    if (d.target !== null && d.target !== undefined) {
      targets.push({
        x1: round(left - slot * 0.1),
        x2: round(left + barWidth + slot * 0.1),
        y: y(Math.min(d.target, yMax)),
        label: d.label,
        value: d.target,
      });
    }
  });

  return { ...axes((i) => round(center(i))), bars, targets };
}
