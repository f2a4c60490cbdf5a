// Apps belong to a tenant. Every function takes the signed-in user's tenantId; another tenant's
// app is indistinguishable from a missing one (null / 404).
import { z } from "zod";
import { db } from "~/db.server";
import { CATEGORY_IDS } from "~/lib/enums";

export const APP_NAME_MAX = 80;
export const APP_URL_MAX = 2048;
export const APP_DESCRIPTION_MAX = 1000;

const httpUrl = z
  .string()
  .trim()
  .max(APP_URL_MAX, `URL must be at most ${APP_URL_MAX} characters`)
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "Enter a full web address starting with http:// or https://");

/** Add App / Edit App (spec section 5): name required; url optional, http(s) only. */
export const appDetailsSchema = z.object({
  name: z
    .string({ error: "App name is required" })
    .trim()
    .min(1, "App name is required")
    .max(APP_NAME_MAX, `App name must be at most ${APP_NAME_MAX} characters`),
  url: httpUrl.optional().default(""),
  description: z
    .string()
    .trim()
    .max(APP_DESCRIPTION_MAX, `Description must be at most ${APP_DESCRIPTION_MAX} characters`)
    .optional()
    .default(""),
});

export const categorySchema = z.enum(CATEGORY_IDS as unknown as [string, ...string[]], {
  error: "Choose one of the eight categories",
});

export const appListSelect = {
  id: true,
  name: true,
  url: true,
  description: true,
  progress: true,
  category: true,
  createdAt: true,
  updatedAt: true,
} as const;

export async function listApps(tenantId: string) {
  return db.app.findMany({
    where: { tenantId },
    select: appListSelect,
    orderBy: { createdAt: "asc" },
  });
}

/** One app of the tenant, or null (missing and other tenants' apps look the same). */
export async function getApp(tenantId: string, appId: string) {
  return db.app.findFirst({ where: { id: appId, tenantId } });
}

export async function createApp(tenantId: string, input: z.infer<typeof appDetailsSchema>) {
  return db.app.create({
    data: { ...input, tenantId, progress: 0, wizardAnswers: {} },
    select: appListSelect,
  });
}
