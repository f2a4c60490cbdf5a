// Playwright fixtures: a fresh tenant and user created directly in the e2e database, signed in
// by a session cookie (epic-stack's pattern), so journeys don't repeat the sign-in form.
import crypto from "node:crypto";

import { expect, test as base } from "@playwright/test";

import type { Role } from "../../app/lib/enums";
import { E2E_SESSION_SECRET } from "./constants";

process.env.SESSION_SECRET = E2E_SESSION_SECRET;

type LoginOptions = { role?: Role; companyName?: string; createdAt?: Date };
type Login = (options?: LoginOptions) => Promise<{
  user: { id: string; email: string; tenantId: string; role: string };
  tenant: { id: string; companyName: string };
  password: string;
}>;

export const E2E_PASSWORD = "E2e-Password-1";

export const test = base.extend<{ login: Login }>({
  login: async ({ context, baseURL }, use) => {
    const created: string[] = [];
    await use(async (options = {}) => {
      const { db } = await import("../../app/services/db.server");
      const { registerTenantUser } = await import("../../app/models/user.server");
      const { commitSessionFor } = await import("../../app/utils/session.server");
      const id = crypto.randomBytes(5).toString("hex");
      const companyName = options.companyName ?? `E2E Company ${id}`;
      const user = await registerTenantUser(
        { email: `e2e-${id}@example.com`, password: E2E_PASSWORD, companyName },
        options.role ?? "user",
      );
      if (options.createdAt) {
        await db.tenant.update({
          where: { id: user.tenantId },
          data: { createdAt: options.createdAt },
        });
        await db.user.update({ where: { id: user.id }, data: { createdAt: options.createdAt } });
      }
      created.push(user.tenantId);
      const setCookie = await commitSessionFor(new Request(baseURL ?? "http://localhost"), user.id);
      const [pair] = setCookie.split(";");
      const eq = pair.indexOf("=");
      await context.addCookies([
        {
          name: pair.slice(0, eq),
          value: pair.slice(eq + 1),
          url: baseURL ?? "http://localhost",
          httpOnly: true,
          sameSite: "Lax",
        },
      ]);
      const tenant = await db.tenant.findUniqueOrThrow({ where: { id: user.tenantId } });
      return { user, tenant, password: E2E_PASSWORD };
    });
    if (created.length) {
      const { db } = await import("../../app/services/db.server");
      await db.tenant.deleteMany({ where: { id: { in: created } } });
    }
  },
});

export { expect };
