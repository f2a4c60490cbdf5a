// Page checks for the accessibility sweep (tests/e2e/a11y.spec.ts): axe with JavaScript on
// and off, and the WCAG checks axe leaves to people (duplicate ids, control contrast, sideways
// scrolling at 360 px, a visible focus ring).
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { jsEnabled } from "./utils";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * With JavaScript off Chromium never fires timers, and axe waits on setTimeout between its
 * checks. Page scripts are what is disabled, not Playwright's evaluate, so axe still runs on
 * the server-rendered page once its timers become microtasks.
 */
async function makeTimersRunWithoutJavaScript(page: Page) {
  await page.evaluate(() => {
    const soon = (callback: (...args: unknown[]) => void, _ms?: number, ...args: unknown[]) => {
      void Promise.resolve().then(() => callback(...args));
      return 0;
    };
    Object.assign(window, {
      setTimeout: soon,
      clearTimeout: () => {},
      requestAnimationFrame: soon,
      cancelAnimationFrame: () => {},
    });
  });
}

/** Axe with the WCAG 2.0/2.1 A and AA rules, minus `skipRules`, with JavaScript on or off. */
export async function axeViolations(page: Page, skipRules: string[] = []) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (skipRules.length) builder = builder.disableRules(skipRules);
  if (!jsEnabled()) {
    await makeTimersRunWithoutJavaScript(page);
    // The default mode finishes in a fresh blank page, where the timers would stall again.
    builder = builder.setLegacyMode(true);
  }
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`,
  );
}

/**
 * WCAG 2.1's parsing criterion (4.1.1): axe only flags duplicate ids it can't judge as
 * "incomplete", so the ids are counted here; a label's `for` must point at one element.
 */
export async function duplicateIds(page: Page) {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of Array.from(document.querySelectorAll("[id]")))
      seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return Array.from(seen)
      .filter(([, count]) => count > 1)
      .map(([id, count]) => `${id} x${count}`);
  });
}

/**
 * WCAG 1.4.11 (non-text contrast, AA), which axe does not test: a text field, or a button with
 * only a symbol, must stand out from what is behind it by 3:1 through its border, its fill
 * or (for the button) its symbol.
 */
export async function weakControlBoundaries(page: Page) {
  return page.evaluate(() => {
    type Rgb = { r: number; g: number; b: number; a: number };
    const parse = (color: string): Rgb | null => {
      const parts = color.match(/[\d.]+/g)?.map(Number);
      if (!parts || parts.length < 3) return null;
      return { r: parts[0], g: parts[1], b: parts[2], a: parts[3] ?? 1 };
    };
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (c: Rgb) =>
      0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
    const ratio = (x: Rgb, y: Rgb) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
      return (hi + 0.05) / (lo + 0.05);
    };
    const opaque = (color: string) => {
      const c = parse(color);
      return c && c.a >= 0.99 ? c : null;
    };
    const behind = (el: Element) => {
      for (let e = el.parentElement; e; e = e.parentElement) {
        const c = opaque(getComputedStyle(e).backgroundColor);
        if (c) return c;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const fields = "input:not([type=hidden], [type=checkbox], [type=radio]), select, textarea";
    const weak: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(`${fields}, button`))) {
      const rect = el.getBoundingClientRect();
      const hidden = rect.width <= 1 || rect.right < 0 || el.closest("[aria-hidden=true]");
      if (hidden || el.matches(":disabled") || getComputedStyle(el).visibility === "hidden")
        continue;
      const symbolOnly = el.tagName === "BUTTON" && !/[\p{L}\p{N}]/u.test(el.innerText);
      if (el.tagName === "BUTTON" && !symbolOnly) continue;
      const style = getComputedStyle(el);
      const back = behind(el);
      const fill = opaque(style.backgroundColor);
      const border =
        parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== "none"
          ? opaque(style.borderTopColor)
          : null;
      const symbol = symbolOnly ? opaque(style.color) : null;
      const best = Math.max(
        border ? ratio(border, fill ?? back) : 0,
        border && fill ? ratio(border, back) : 0,
        fill ? ratio(fill, back) : 0,
        symbol ? ratio(symbol, fill ?? back) : 0,
      );
      if (best < 3) {
        const name = el.getAttribute("aria-label") ?? el.getAttribute("name") ?? el.id;
        weak.push(`${el.tagName.toLowerCase()} "${name}" ${best.toFixed(2)}:1`);
      }
    }
    return weak;
  });
}

export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    // Name where the page spills over, so a failure says where to look: a box wider than its
    // fitting parent, or a box whose own text runs out of it (a long word that can't wrap).
    const all = Array.from(document.querySelectorAll<HTMLElement>("body *")).filter(
      (el) => !(el.closest("details:not([open])") && !el.closest("summary")),
    );
    const unclipped = (el: HTMLElement) => {
      // A clipping box does not clip a positioned child it is not the containing block of.
      if (getComputedStyle(el).position === "absolute") return true;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== "visible") return false;
      return true;
    };
    const sticksOut = all.filter((el) => {
      const parent = el.parentElement;
      if (!parent || el.getBoundingClientRect().right <= width + 1) return false;
      return parent.getBoundingClientRect().right <= width + 1 && unclipped(el);
    });
    const textRunsOut = all.filter(
      (el) =>
        el.clientWidth > 0 &&
        el.scrollWidth > el.clientWidth + 1 &&
        getComputedStyle(el).overflowX === "visible" &&
        unclipped(el) &&
        !all.some(
          (other) =>
            other !== el && el.contains(other) && other.scrollWidth > other.clientWidth + 1,
        ),
    );
    const wide = [...sticksOut, ...textRunsOut]
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).split(" ").join(".")}: ${(el.textContent ?? "").slice(0, 30)}`,
      );
    return { scrollWidth, width, wide };
  });
}

/** Tab through a page and name every focused element that shows neither outline nor shadow. */
export async function focusWithoutRing(page: Page, presses: number) {
  const missing: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press("Tab");
    const problem = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // Tab's last stop in a date or time field is the browser's own picker button, inside
      // the field and drawn with the browser's ring; the field itself is then not :focus.
      if (el instanceof HTMLInputElement && !el.matches(":focus")) return null;
      // A visually hidden input (category cards, checkboxes) shows its ring on its label.
      const shown = el.getBoundingClientRect().width <= 1 ? (el.closest("label") ?? el) : el;
      const style = getComputedStyle(shown);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      if (outline || style.boxShadow !== "none") return null;
      const name = el.getAttribute("name") ?? el.id;
      const text = (el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}[${name}] "${text}" (${el.className})`;
    });
    if (problem) missing.push(problem);
  }
  return missing;
}

/**
 * How the hydrated page differs from the server's markup of it (`html`, the document as sent):
 * the controls (links, buttons, fields, labels, disclosure summaries), headings, images and live
 * regions, with the hidden and disabled state of each, as `tag|type|role|label|hidden|disabled`.
 * Empty when JavaScript changed none of them: then the page with JavaScript off is the markup the
 * JavaScript-on scan read. (DOMParser parses with scripting off, so `<noscript>` content counts
 * as the server's.)
 */
export async function hydrationChanges(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const SELECTOR =
      "a[href], button, input, select, textarea, summary, label, [tabindex], [role], " +
      "h1, h2, h3, h4, h5, h6, img, svg[aria-label], [aria-live], [aria-describedby]";
    const describe = (root: Document) =>
      Array.from(root.body.querySelectorAll<HTMLElement>(SELECTOR)).map((el) =>
        [
          el.tagName.toLowerCase(),
          el.getAttribute("type") ?? "",
          el.getAttribute("role") ?? "",
          el.getAttribute("aria-label") ?? el.textContent?.replace(/\s+/g, " ").trim().slice(0, 40),
          el.hidden || el.closest("[hidden]") ? "hidden" : "",
          el.hasAttribute("disabled") ? "disabled" : "",
        ].join("|"),
      );
    const server = describe(new DOMParser().parseFromString(source, "text/html"));
    const live = describe(document);
    const added = live.filter((entry) => !server.includes(entry)).map((entry) => `+ ${entry}`);
    const gone = server.filter((entry) => !live.includes(entry)).map((entry) => `- ${entry}`);
    return [...added, ...gone];
  }, html);
}
