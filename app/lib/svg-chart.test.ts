import { describe, expect, test } from "vitest";

import {
  barChartGeometry,
  DEFAULT_BOX,
  labelIndexes,
  lineChartGeometry,
  niceMax,
  yTicks,
} from "./svg-chart";

const plotBottom = DEFAULT_BOX.height - DEFAULT_BOX.bottom;

describe("axis helpers", () => {
  test("niceMax rounds up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(-3)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(18)).toBe(20);
    expect(niceMax(21)).toBe(25);
    expect(niceMax(100)).toBe(100);
    expect(niceMax(101)).toBe(200);
    expect(niceMax(0.3)).toBe(0.5);
  });
  test("yTicks spreads from 0 to max", () => {
    expect(yTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(yTicks(1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
  test("labelIndexes keeps first and last and at most six", () => {
    expect(labelIndexes(3)).toEqual([0, 1, 2]);
    const many = labelIndexes(26);
    expect(many).toHaveLength(6);
    expect(many[0]).toBe(0);
    expect(many[5]).toBe(25);
  });
});

describe("lineChartGeometry", () => {
  test("maps 0 to the plot bottom and the maximum to its top", () => {
    const g = lineChartGeometry(
      [
        { label: "a", value: 0 },
        { label: "b", value: 100 },
      ],
      { yMax: 100 },
    );
    expect(g.dots[0]).toMatchObject({ x: DEFAULT_BOX.left, y: plotBottom });
    expect(g.dots[1]).toMatchObject({
      x: DEFAULT_BOX.width - DEFAULT_BOX.right,
      y: DEFAULT_BOX.top,
    });
    expect(g.paths).toEqual([
      `M${DEFAULT_BOX.left},${plotBottom} L${DEFAULT_BOX.width - DEFAULT_BOX.right},${DEFAULT_BOX.top}`,
    ]);
  });
  test("a null value breaks the line into two paths", () => {
    const g = lineChartGeometry([
      { label: "a", value: 1 },
      { label: "b", value: 2 },
      { label: "c", value: null },
      { label: "d", value: 3 },
    ]);
    expect(g.paths).toHaveLength(2);
    expect(g.dots).toHaveLength(3);
    expect(g.yMax).toBe(5);
  });
  test("a single point sits in the middle", () => {
    const g = lineChartGeometry([{ label: "only", value: 4 }]);
    expect(g.dots[0].x).toBe(
      DEFAULT_BOX.left + (DEFAULT_BOX.width - DEFAULT_BOX.left - DEFAULT_BOX.right) / 2,
    );
  });
});

describe("barChartGeometry", () => {
  test("bars rise from the baseline, targets are marks, nulls leave a gap", () => {
    const g = barChartGeometry([
      { label: "w1", value: 50, target: 100 },
      { label: "w2", value: null, target: null },
      { label: "w3", value: 100 },
    ]);
    expect(g.yMax).toBe(100);
    expect(g.bars).toHaveLength(2);
    const [first, third] = g.bars;
    expect(first.y + first.height).toBeCloseTo(plotBottom, 1);
    expect(third.y).toBe(DEFAULT_BOX.top);
    expect(first.height).toBeCloseTo(third.height / 2, 0);
    expect(g.targets).toEqual([expect.objectContaining({ y: DEFAULT_BOX.top, value: 100 })]);
    expect(g.xLabels.map((l) => l.label)).toEqual(["w1", "w2", "w3"]);
  });
  test("the scale covers the largest target too", () => {
    const g = barChartGeometry([{ label: "w1", value: 10, target: 40 }]);
    expect(g.yMax).toBe(50);
  });
});
