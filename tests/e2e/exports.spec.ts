// Exports: download the plan as PDF and CSV from plain links, JavaScript on and off.
import fs from "node:fs";

import { PDFParse } from "pdf-parse";

import { expect, test } from "./fixtures";
import { createPlannedApp } from "./plan-helpers";
import { waitForHydration } from "./utils";

test("download the plan as PDF and CSV", async ({ page, login }) => {
  const { tenant } = await login();
  const app = await createPlannedApp(tenant.id, { launchDate: "2026-12-15" });
  await page.goto(`/apps/${app.id}/checklist`);
  await waitForHydration(page);

  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export plan (PDF)" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^PocketPets-marketing-plan-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = new Uint8Array(fs.readFileSync(await pdf.path()));
  const parser = new PDFParse({ data: bytes });
  const text = (await parser.getText()).text.replace(/\s+/g, " ");
  await parser.destroy();
  expect(text).toContain("PocketPets");
  expect(text).toContain("A pet that grows with your streak.");
  expect(text).toContain("Families — Карманные питомцы");
  expect(text).toContain("Go live on Product Hunt and post your first comment");

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export plan (CSV)" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^PocketPets-marketing-plan-\d{4}-\d{2}-\d{2}\.csv$/);
  const content = fs.readFileSync(await csv.path(), "utf8").replace(/^\uFEFF/, "");
  const lines = content.split("\r\n");
  expect(lines[0]).toBe("Section,Field,Value");
  expect(lines).toContain("Foundation,Elevator pitch,A pet that grows with your streak.");
  expect(lines).toContain("Foundation,Unique selling point,'=1+1 no ads");
  expect(lines).toContain("Simple questions,Who will use your app?,Families — Карманные питомцы");
});

test("another tenant's plan is not found", async ({ page, login }) => {
  const owner = await login();
  const app = await createPlannedApp(owner.tenant.id);
  await page.context().clearCookies();
  await login();
  for (const ext of ["pdf", "csv"]) {
    const response = await page.request.get(`/apps/${app.id}/export.${ext}`);
    expect(response.status()).toBe(404);
  }
});
