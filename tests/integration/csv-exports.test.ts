// Every CSV the app writes, read back by a strict parser (csv-parse, the sibling of the writer):
// the plan export and the admin's tenant list. Text with bare line breaks (\n, \r) and a formula
// at the start of any of its lines stays inside its one cell, neutralised, so a spreadsheet
// never sees an extra row or a formula: the row count and every cell are checked.
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { safeTimeZone } from "~/lib/dates";
import { collectPlan, planCsvRows } from "~/models/plan-export.server";
import * as tenantsCsv from "~/routes/admin.tenants[.]csv";
import * as planCsv from "~/routes/apps.$appId.export[.]csv";
import { db } from "~/services/db.server";
import { csvCell } from "~/utils/csv.server";

import { createSignedInUser, getRequest, routeArgs, settle } from "./helpers";

const NASTY = [
  "+SUM(1) <img src=x onerror=alert(2)>",
  "- +SUM(1) second tagline",
  '=HYPERLINK("http://x")\r@cmd',
  "\tTAB\r\n-3",
  "\r=after a lone CR",
].join("\n");

/** No line of any cell starts as a spreadsheet formula would. */
function expectNeutral(records: string[][]) {
  for (const record of records) {
    for (const cell of record) {
      for (const line of cell.split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^[=+\-@\t]/);
    }
  }
}

function strictParse(csv: string): string[][] {
  return parse(csv, { bom: true, relax_quotes: false, relax_column_count: false });
}

describe("CSV exports read back strictly", () => {
  it("the plan export: one row per field, every cell as written, none a formula", async () => {
    const me = await createSignedInUser();
    const app = await db.app.create({
      data: {
        tenantId: me.user.tenantId,
        name: "=Evil\nName",
        category: "games",
        description: NASTY,
        wizardAnswers: {},
      },
    });
    const response = await settle(() =>
      planCsv.loader(
        routeArgs(getRequest(`/apps/${app.id}/export.csv`, me.cookie), { appId: app.id }),
      ),
    );
    expect(response.status).toBe(200);
    const records = strictParse(await response.text());
    const plan = await collectPlan(me.user.tenantId, app.id, safeTimeZone(me.user.timeZone));
    const rows = planCsvRows(plan!);
    expect(rows.some((row) => row.value === NASTY)).toBe(true);
    expect(records).toHaveLength(rows.length + 1);
    expect(records[0]).toEqual(["Section", "Field", "Value"]);
    rows.forEach((row, i) => {
      expect(records[i + 1]).toEqual(
        [row.section, row.field, row.value].map((v) => String(csvCell(v))),
      );
    });
    expectNeutral(records);
    const description = records.find((record) => record.includes(String(csvCell(NASTY))));
    expect(description?.[2].split("\n")).toEqual([
      "'+SUM(1) <img src=x onerror=alert(2)>",
      "'- +SUM(1) second tagline",
      "'=HYPERLINK(\"http://x\")\r'@cmd",
      "'\tTAB\r",
      "'-3",
      "'\r'=after a lone CR",
    ]);
  });

  it("the admin's tenant list: one row per company, every cell as written", async () => {
    const admin = await createSignedInUser({ role: "admin" });
    const marker = `zz${Date.now()}`;
    const company = `${marker}\n=cmd|' /C calc'!A0\r+1`;
    const owner = await createSignedInUser({ companyName: company });
    const response = await settle(() =>
      tenantsCsv.loader(routeArgs(getRequest(`/admin/tenants.csv?q=${marker}`, admin.cookie))),
    );
    expect(response.status).toBe(200);
    const records = strictParse(await response.text());
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual([
      "Company",
      "Status",
      "Owner email",
      "Users",
      "Apps",
      "Renewal date",
      "Created",
      "Tenant id",
    ]);
    expect(records[1][0]).toBe(`${marker}\n'=cmd|' /C calc'!A0\r'+1`);
    expect(records[1][2]).toBe(owner.user.email);
    expect(records[1][7]).toBe(owner.tenant.id);
    expect(records[1]).toHaveLength(8);
    expectNeutral(records);
  });
});
