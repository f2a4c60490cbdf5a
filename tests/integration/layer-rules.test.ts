// The layer rules of docs/architecture.md hold through ESLint's no-restricted-imports: these
// imports must be refused where they break a layer and allowed where they don't.
import path from "node:path";

import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

async function restrictedImports(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId?.endsWith("no-restricted-imports")).length;
}

describe("layer rules", () => {
  test.each([
    [
      "app/routes/_app.probe.tsx",
      'import { db } from "~/services/db.server";\nexport const x = db;',
    ],
    [
      "app/routes/api.probe.ts",
      'import { db } from "../services/db.server";\nexport const x = db;',
    ],
    ["app/lib/probe.ts", 'import { getApp } from "~/models/app.server";\nexport const x = getApp;'],
    [
      "app/lib/wizard/probe.ts",
      'import { apiJson } from "../../utils/api.server";\nexport const x = apiJson;',
    ],
    [
      "app/lib/probe.ts",
      'import { useHydrated } from "~/components/use-hydrated";\nexport const x = useHydrated;',
    ],
    [
      "app/components/probe.tsx",
      'import { getApp } from "~/models/app.server";\nexport const x = getApp;',
    ],
    [
      "app/components/probe.tsx",
      'import { getToast } from "~/utils/toast.server";\nexport const x = getToast;',
    ],
    [
      "app/models/probe.server.ts",
      'import { apiError } from "~/utils/api.server";\nexport const x = apiError;',
    ],
    [
      "app/models/probe.server.ts",
      'import { DEMO_EMAIL } from "../../prisma/seed";\nexport const x = DEMO_EMAIL;',
    ],
    [
      "app/utils/probe.server.ts",
      'import { HoneypotField } from "~/components/honeypot-field";\nexport const x = HoneypotField;',
    ],
    [
      "app/utils/probe.server.ts",
      'import { action } from "~/routes/auth/route";\nexport const x = action;',
    ],
    [
      "app/services/probe.server.ts",
      'import { getApp } from "~/models/app.server";\nexport const x = getApp;',
    ],
    [
      "app/components/probe.tsx",
      'import { formReply } from "~/utils/form.server";\nexport const x = formReply;',
    ],
    [
      "app/lib/probe.ts",
      'import { getEnv } from "~/services/env.server";\nexport const x = getEnv;',
    ],
  ])("%s may not import this: %s", async (file, code) => {
    expect(await restrictedImports(file, code)).toBeGreaterThan(0);
  });

  test.each([
    [
      "app/routes/_app.probe.tsx",
      'import { getApp } from "~/models/app.server";\nexport const x = getApp;',
    ],
    [
      "app/models/probe.server.ts",
      'import { db } from "~/services/db.server";\nexport const x = db;',
    ],
    ["app/lib/probe.ts", 'import { TRIAL_DAYS } from "./plan";\nexport const x = TRIAL_DAYS;'],
    [
      "app/components/probe.tsx",
      'import { TRIAL_DAYS } from "~/lib/plan";\nexport const x = TRIAL_DAYS;',
    ],
    [
      "app/components/probe.tsx",
      'import type { PlanExport } from "~/models/plan-export.server";\nexport type X = PlanExport;',
    ],
    [
      "app/models/probe.server.ts",
      'import { hashPassword } from "~/services/password.server";\nexport const x = hashPassword;',
    ],
    [
      "app/utils/probe.server.ts",
      'import { getApp } from "~/models/app.server";\nexport const x = getApp;',
    ],
    [
      "prisma/probe.ts",
      'import { hashPassword } from "../app/services/password.server";\nexport const x = hashPassword;',
    ],
  ])("%s may import this: %s", async (file, code) => {
    expect(await restrictedImports(file, code)).toBe(0);
  });
});
