import { describe, expect, it } from "vitest";

import { APPS_PER_PAGE, paginate } from "./dashboard";

const items = Array.from({ length: 30 }, (_, i) => i + 1);

describe("paginate", () => {
  it("shows the first page by default", () => {
    const page = paginate(items, null);
    expect(page.page).toBe(1);
    expect(page.pageCount).toBe(3);
    expect(page.items).toEqual(items.slice(0, APPS_PER_PAGE));
  });
  it("returns the last, partial page", () => {
    expect(paginate(items, "3").items).toEqual([25, 26, 27, 28, 29, 30]);
  });
  it("clamps out-of-range and unreadable page numbers", () => {
    expect(paginate(items, "99").page).toBe(3);
    expect(paginate(items, "0").page).toBe(1);
    expect(paginate(items, "-4").page).toBe(1);
    expect(paginate(items, "abc").page).toBe(1);
    expect(paginate(items, "1e300").page).toBe(1);
  });
  it("has one empty page for an empty list", () => {
    expect(paginate([], "2")).toMatchObject({ page: 1, pageCount: 1, items: [], total: 0 });
  });
});
