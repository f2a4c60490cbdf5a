// Every page a visitor, a maker (the live demo's apps) and an admin can reach, at 390 × 844: every
// interactive element is at least 24 × 24 CSS px (WCAG 2.2, 2.5.8 Target Size (Minimum)) and every
// primary action (the house's `.btn-primary`) at least 44 px tall. Each offender is listed by page
// and selector, so a failure names what to fix.
//
// Exempt, as WCAG 2.2's 2.5.8 allows: a link inside running text (its size is set by the line it
// sits in: the "inline" exception), and controls the browser draws for the page (none measured).
// Hidden and visually hidden elements (a radio inside a card whose whole label is the target, the
// skip link until it is focused) have no box to tap and are left out.
//
// Sizes come from the server's markup and the stylesheet, not from scripts, so one project runs
// it (JavaScript off), in one page, one pass over the pages.
import crypto from "node:crypto";

import type { Page } from "@playwright/test";

import { PROFILE_ROOMS } from "../../app/lib/profile-rooms";
import { expect, test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";
import { jsEnabled } from "./utils";

const PHONE = { width: 390, height: 844 };
const MIN = 24;
const PRIMARY_MIN_HEIGHT = 44;

/** Each control under the minimum on the page, as `selector w×h`. */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ min, primaryMin }) => {
      const isInline = (el: Element) => getComputedStyle(el).display.startsWith("inline");
      // 2.5.8's inline exception: a link whose line box is set by the sentence around it.
      const inSentence = (el: Element) => {
        if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
        let block = el.parentElement;
        while (block && isInline(block)) block = block.parentElement;
        if (!block) return false;
        return (block.textContent ?? "").replace(el.textContent ?? "", "").trim().length > 0;
      };
      const selectorOf = (el: Element) => {
        const parts: string[] = [];
        let node: Element | null = el;
        while (node && node !== document.body && parts.length < 4) {
          let part = node.tagName.toLowerCase();
          if (node.id) {
            parts.unshift(`${part}#${node.id}`);
            break;
          }
          const type = node.getAttribute("type");
          if (type && node.tagName === "INPUT") part += `[type=${type}]`;
          const name = node.getAttribute("name");
          if (name) part += `[name=${name}]`;
          parts.unshift(part);
          node = node.parentElement;
        }
        return parts.join(" > ");
      };
      const label = (el: Element) =>
        (
          el.getAttribute("aria-label") ??
          (el as HTMLInputElement).labels?.[0]?.textContent ??
          el.textContent ??
          ""
        )
          .replace(/\s+/g, " ")
          .trim()
          .slice(0, 40);
      const controls = document.querySelectorAll(
        "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]",
      );
      const found: string[] = [];
      for (const el of Array.from(controls)) {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || style.display === "none") continue;
        // Visually hidden until focused (a skip link): clipped to nothing.
        if (style.clip === "rect(0px, 0px, 0px, 0px)") continue;
        const size = `${Math.round(box.width * 10) / 10}×${Math.round(box.height * 10) / 10}`;
        if ((box.width < min || box.height < min) && !inSentence(el))
          found.push(`${selectorOf(el)} "${label(el)}" ${size}`);
        else if (el.classList.contains("btn-primary") && box.height < primaryMin)
          found.push(`primary ${selectorOf(el)} "${label(el)}" ${size} (under ${primaryMin} px)`);
      }
      return found;
    },
    { min: MIN, primaryMin: PRIMARY_MIN_HEIGHT },
  );
}

/** Visits each path, returns `path: offender` for every control under the minimum. */
async function offenders(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect.soft(response?.status() ?? 500, path).toBeLessThan(500);
    for (const item of await smallControls(page)) found.push(`${path}: ${item}`);
  }
  return found;
}

test.skip(() => jsEnabled(), "sizes come from markup and CSS: measured once, JavaScript off");

test("every control on every page is at least 24 × 24 px, primary actions 44 px tall, at 390 px", async ({
  page,
  login,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const found: string[] = [];

  // A visitor.
  found.push(
    ...(await offenders(page, [
      "/",
      "/auth",
      "/auth?tab=register",
      "/auth?demo=true",
      "/terms",
      "/privacy",
      "/forgot-password",
      "/reset-password/not-a-token",
      "/invite/not-a-token",
      "/share/not-a-token",
      "/no-such-page-here",
    ])),
  );

  // A maker: the live demo's apps, with answers, drafts, a listing, a plan and results.
  await page.goto("/auth?demo=true");
  await page
    .getByRole("form", { name: "Try the live demo" })
    .getByRole("button", { name: "Try the Live Demo" })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const apps = (await (await page.request.get("/api/apps")).json()) as { id: string }[];
  const [{ id }] = apps;
  // And a brand-new app beside them: no website, no category, no answers yet.
  const fresh = await page.request.post("/api/apps", { data: { name: "Focus Timer" } });
  expect(fresh.status(), "a new app").toBe(201);
  const tasks = (await (await page.request.get(`/api/apps/${id}/tasks`)).json()) as
    { id: string }[] | { tasks: { id: string }[] };
  const taskId = (Array.isArray(tasks) ? tasks : tasks.tasks)[0]?.id;
  found.push(
    ...(await offenders(page, [
      "/dashboard",
      "/dashboard?add=true",
      `/dashboard?edit=${id}`,
      `/dashboard?delete=${id}`,
      `/app-category/${id}`,
      "/simple-wizard",
      `/simple-wizard/${id}`,
      `/simple-wizard/${id}?step=3`,
      "/wizard",
      ...[
        "foundation",
        "seo",
        "content",
        "community",
        "creative",
        "launch",
        "analytics",
        "retention",
      ].map((step) => `/wizard/${id}?step=${step}`),
      `/apps/${id}/checklist`,
      ...(taskId ? [`/apps/${id}/checklist?edit=${taskId}`] : []),
      `/apps/${id}/calendar`,
      `/apps/${id}/drafts`,
      `/apps/${id}/listing`,
      `/apps/${id}/listing/import`,
      `/apps/${id}/results`,
      `/apps/${id}/share`,
      "/calendar",
      "/calendar?view=agenda",
      `/analytics?app=${id}`,
      "/reports",
      "/team",
      "/billing",
      "/profile",
      ...PROFILE_ROOMS.map((room) => room.path),
      "/preferences",
      "/help",
      "/notifications",
    ])),
  );

  // A maker of their own (the demo can't invite or share): a live share link, an invitation, and
  // the month of the plan's dated tasks.
  await page.context().clearCookies();
  const maker = await login();
  const owned = await createPlannedApp(maker.tenant.id, { launchDate: "2026-12-20" });
  const { db } = await import("../../app/services/db.server");
  await db.shareLink.create({
    data: {
      appId: owned.id,
      label: "Mentor",
      token: crypto.randomBytes(32).toString("base64url"),
      createdById: maker.user.id,
      expiresAt: new Date("2027-01-31T23:59:00Z"),
    },
  });
  await db.invitation.create({
    data: {
      tenantId: maker.tenant.id,
      email: "mate@example.com",
      role: "member",
      token: crypto.randomBytes(32).toString("base64url"),
      invitedById: maker.user.id,
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    },
  });
  found.push(
    ...(await offenders(page, [
      `/apps/${owned.id}/share`,
      "/team",
      `/apps/${owned.id}/calendar?month=2026-12`,
      "/calendar?month=2026-12",
      "/calendar?view=agenda&month=2026-12",
    ])),
  );

  // An admin (a session of their own).
  await page.context().clearCookies();
  const { tenant } = await login({ role: "admin" });
  found.push(
    ...(await offenders(page, [
      "/admin",
      "/admin/messages",
      "/admin/outbox",
      `/admin/tenants/${tenant.id}`,
      `/admin/tenants/${tenant.id}?edit=true`,
    ])),
  );

  expect(found, `${found.length} controls under the minimum`).toEqual([]);
});
