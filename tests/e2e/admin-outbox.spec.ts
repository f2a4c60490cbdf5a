// The admin's outbox, with JavaScript on and off: from the admin dashboard to /admin/outbox, a
// message the sender gave up on is listed with its error, Retry queues it again, and the server's
// job loop then sends it (the e2e server writes it into its .eml outbox).
import crypto from "node:crypto";

import { axeViolations, sidewaysOverflow } from "./a11y-checks";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./utils";

async function database() {
  const { db } = await import("../../app/services/db.server");
  return db;
}

/** A message written a day and more ago and given up on, as the sender leaves it. */
async function createFailedMessage(tag: string) {
  const db = await database();
  return db.outboxMessage.create({
    data: {
      dedupeKey: `e2e:${tag}`,
      kind: "task-reminder",
      toAddress: `outbox-${tag}@example.com`,
      subject: `Your task is due ${tag}`,
      text: "Open the checklist.",
      html: "<p>Open the checklist.</p>",
      messageId: `<${crypto.randomUUID()}@localhost>`,
      status: "failed",
      attempts: 14,
      lastError: "421 mail.example.com Service not available",
      createdAt: new Date(Date.now() - 25 * 60 * 60_000),
    },
  });
}

test.describe("admin outbox", () => {
  test("a failed message is listed and Retry queues it again, then it is sent", async ({
    page,
    login,
  }) => {
    const tag = crypto.randomBytes(4).toString("hex");
    const failed = await createFailedMessage(tag);
    const db = await database();
    try {
      await login({ role: "admin" });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto("/admin");
      await waitForHydration(page);
      await page.getByRole("link", { name: "Email outbox" }).click();
      await expect(page).toHaveURL(/\/admin\/outbox$/);
      await expect(page.getByRole("heading", { level: 1, name: "Email outbox" })).toBeVisible();
      await expect(page.getByTestId("outbox-queued")).toContainText("Waiting to be sent");
      await expect(page.getByTestId("outbox-sent")).toContainText("Sent in the last 24 hours");

      const row = page.getByRole("article", { name: failed.subject });
      await expect(row).toContainText(failed.toAddress);
      await expect(row).toContainText("task-reminder");
      await expect(row).toContainText("14");
      await expect(row).toContainText("421 mail.example.com Service not available");
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeNull();

      await waitForHydration(page);
      await row
        .getByRole("button", { name: `Retry: ${failed.subject} to ${failed.toAddress}` })
        .click();
      await expect(page.getByTestId("toast")).toContainText("Queued again");
      await expect(page).toHaveURL(/\/admin\/outbox$/);
      await expect(page.getByRole("article", { name: failed.subject })).toHaveCount(0);

      // Queued again with a fresh start, then the server's job loop sends it within seconds.
      await expect
        .poll(async () => (await db.outboxMessage.findUnique({ where: { id: failed.id } }))?.status)
        .toBe("sent");
      const sent = await db.outboxMessage.findUniqueOrThrow({ where: { id: failed.id } });
      expect(sent).toMatchObject({ attempts: 1, lastError: null, messageId: failed.messageId });
    } finally {
      await db.outboxMessage.deleteMany({ where: { id: failed.id } });
    }
  });

  test("a normal user is sent from /admin/outbox to the dashboard", async ({ page, login }) => {
    await login({ role: "user" });
    await page.goto("/admin/outbox");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
