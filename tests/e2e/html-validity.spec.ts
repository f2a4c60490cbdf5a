// The W3C Nu HTML checker (vnu-jar) over the server-rendered HTML of every main page, signed out,
// signed in and as an admin: no error of ours. The same pass checks that every icon's
// <use href="#…"> points at an element of the same page (an icon without it is blank space). The one thing filtered out is the framework's
// streamed <script> elements after </html>, which the checker reports as stray.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { APIRequestContext } from "@playwright/test";

import { PROFILE_ROOMS } from "../../app/lib/profile-rooms";
import { expect, test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

type VnuMessage = {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  lastColumn?: number;
  extract?: string;
};

/** Whether a message points past the document's </html> (lines and columns count from 1). */
function afterHtmlEnd(html: string, m: VnuMessage) {
  if (m.lastLine === undefined || m.lastColumn === undefined) return false;
  const lines = html.split("\n");
  const offset =
    lines.slice(0, m.lastLine - 1).reduce((sum, line) => sum + line.length + 1, 0) + m.lastColumn;
  return offset > html.lastIndexOf("</html>") + "</html>".length;
}

/** The framework's streamed scripts after </html>, and the checker giving up on them. */
const STREAMED_SCRIPT = /^(Stray start tag “script”\.|Cannot recover after last error\.)/;

/** Every `<use href="#id">` whose id is on no element of the page. */
function unresolvedUses(html: string): string[] {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  return [...html.matchAll(/<use\b[^>]*\b(?:xlink:)?href="#([^"]+)"/g)]
    .map((m) => m[1])
    .filter((id) => !ids.has(id));
}

/** Fetches each page as the browser would without JavaScript, checks them all in one run. */
async function nuErrors(request: APIRequestContext, paths: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  const files = new Map<string, { path: string; html: string }>();
  const missingIcons: string[] = [];
  try {
    for (const [index, pagePath] of paths.entries()) {
      const response = await request.get(pagePath);
      expect.soft(response.status(), pagePath).toBeLessThan(500);
      const html = await response.text();
      for (const id of unresolvedUses(html))
        missingIcons.push(`${pagePath}: <use href="#${id}"> has no element with that id`);
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, html);
      files.set(`file:${file}`, { path: pagePath, html });
    }
    let output: string;
    try {
      output = execFileSync(
        "java",
        [
          "-jar",
          VNU_JAR,
          "--format",
          "json",
          "--stdout",
          ...[...files.keys()].map((u) => u.slice(5)),
        ],
        {
          encoding: "utf8",
          maxBuffer: 64 * 1024 * 1024,
        },
      );
    } catch (error) {
      // The checker exits 1 when it found errors; its report is still on stdout.
      output = (error as { stdout: string }).stdout;
    }
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
    const htmlErrors = messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .filter((m) => {
        const page = files.get(m.url);
        return !(page && afterHtmlEnd(page.html, m) && STREAMED_SCRIPT.test(m.message));
      })
      .map(
        (m) => `${files.get(m.url)?.path ?? m.url}:${m.lastLine}: ${m.message} ${m.extract ?? ""}`,
      );
    return [...htmlErrors, ...missingIcons];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// The checker reads the HTML the server sends, which is the same in both projects.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "HTML is checked once, as sent");
test.setTimeout(120_000);

test("public pages: no HTML errors, every icon found", async ({ request }) => {
  const paths = [
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
  ];
  expect(await nuErrors(request, paths)).toEqual([]);
});

test("signed-in pages: no HTML errors, every icon found", async ({ page, login }) => {
  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id, { launchDate: "2026-12-20" });
  const { db } = await import("../../app/services/db.server");
  const task = await db.checklistTask.findFirstOrThrow({ where: { appId: app.id } });
  // The public page a share link opens (it needs a live link to show the plan).
  const owner = await db.user.findFirstOrThrow({ where: { tenantId: tenant.id } });
  const share = await db.shareLink.create({
    data: { appId: app.id, label: "Checker", token: `checker-${app.id}`, createdById: owner.id },
  });
  const paths = [
    "/dashboard",
    "/dashboard?add=true",
    `/dashboard?edit=${app.id}`,
    `/dashboard?delete=${app.id}`,
    `/app-category/${app.id}`,
    `/simple-wizard/${app.id}`,
    `/simple-wizard/${app.id}?step=3`,
    ...[
      "foundation",
      "seo",
      "content",
      "community",
      "creative",
      "launch",
      "analytics",
      "retention",
    ].map((step) => `/wizard/${app.id}?step=${step}`),
    `/apps/${app.id}/checklist`,
    `/apps/${app.id}/checklist?edit=${task.id}`,
    `/apps/${app.id}/calendar`,
    `/apps/${app.id}/listing`,
    `/apps/${app.id}/drafts`,
    `/apps/${app.id}/share`,
    `/share/${share.token}`,
    "/calendar",
    "/calendar?view=agenda",
    `/analytics?app=${app.id}`,
    "/reports",
    "/team",
    "/billing",
    "/profile",
    ...PROFILE_ROOMS.map((room) => room.path),
    "/preferences",
    "/help",
    "/notifications",
  ];
  expect(await nuErrors(page.request, paths)).toEqual([]);
});

test("admin pages: no HTML errors", async ({ page, login }) => {
  const { tenant } = await login({ role: "admin" });
  const paths = [
    "/admin",
    "/admin/messages",
    "/admin/outbox",
    `/admin/tenants/${tenant.id}`,
    `/admin/tenants/${tenant.id}?edit=true`,
  ];
  expect(await nuErrors(page.request, paths)).toEqual([]);
});

test("the unsubscribe page an emailed link opens: no HTML errors", async ({ page, login }) => {
  const { user } = await login();
  await page.context().clearCookies();
  const { unsubscribeToken } = await import("../../app/services/unsubscribe.server");
  const token = unsubscribeToken(user, "taskReminders");
  expect(await nuErrors(page.request, [`/unsubscribe/${token}`])).toEqual([]);
});
