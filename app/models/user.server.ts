import { z } from "zod";

import { defaultCompanyName } from "~/lib/company-name";
import { DEMO_EMAIL } from "~/lib/demo";
import type { Role } from "~/lib/enums";
import { COMPANY_NAME_MAX, EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN_LENGTH } from "~/lib/limits";
import type { PublicUser } from "~/lib/signed-in";
import { currentTimeZoneName } from "~/lib/time-zones";
import { isCommonPassword } from "~/services/common-passwords.server";
import { db } from "~/services/db.server";
import { hashPassword, timingSafeDummyVerify, verifyPassword } from "~/services/password.server";

import { newSecurityStamp, type StampedUser, withSignInStamp } from "./security-stamp.server";

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email("Enter a valid email address"))
  .transform((value) => value.toLowerCase());

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX, "Password is too long"),
});

export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones and easy to guess. Choose another.";

/** A new password (registration, reset): at least 8 characters and not a common one. */
export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE);

export const TERMS_MESSAGE = "Tick the box to accept the Terms of Service and the Privacy Policy.";

export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  // Optional on the page and in the API alike: an empty one becomes "<name>'s apps" after the
  // email (defaultCompanyName, in registerTenantUser), which an owner can rename on /team.
  companyName: z
    .string({ error: "Company name must be text" })
    .trim()
    .max(COMPANY_NAME_MAX, `Company name must be at most ${COMPANY_NAME_MAX} characters`)
    .optional(),
  // The browser's IANA zone, sent by a hidden field when JavaScript runs, stored under its
  // current name (Asia/Calcutta -> Asia/Kolkata). Anything that is not a listed zone is ignored
  // (UTC), so a stale or tampered field never blocks registration.
  timeZone: z
    .unknown()
    .optional()
    .transform((value) => currentTimeZoneName(value) ?? undefined),
});

/**
 * The sign-up form: the API's fields and the Terms box (the API's caller accepts them by using it),
 * so one maker signs up with an email and a password.
 */
export const registerFormSchema = registerSchema.extend({
  acceptTerms: z.boolean({ error: TERMS_MESSAGE }).refine((value) => value, TERMS_MESSAGE),
});

/** What the app and the API may show of a user: never the password hash. */
export const publicUserSelect = {
  id: true,
  email: true,
  role: true,
  teamRole: true,
  tenantId: true,
  createdAt: true,
  updatedAt: true,
  timeZone: true,
  weekStart: true,
  defaultPage: true,
  liteMode: true,
  bellSeenAt: true,
  emailVerifiedAt: true,
} as const;

export type { PublicUser };

/**
 * What the /api answers about a user: the user entity's fields (docs/api-contract.md), never a
 * password or its hash.
 */
export type ApiUser = Pick<
  PublicUser,
  "id" | "tenantId" | "email" | "role" | "createdAt" | "updatedAt"
> & { emailVerifiedAt: Date | null };

export function toApiUser(user: PublicUser): ApiUser {
  return {
    id: user.id,
    tenantId: user.tenantId,
    email: user.email,
    role: user.role,
    emailVerifiedAt: user.emailVerifiedAt ?? null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists. Sign in instead.");
  }
}

export async function getUserById(id: string): Promise<PublicUser | null> {
  return db.user.findUnique({ where: { id }, select: publicUserSelect });
}

/** The seeded demo account (prisma/seed.ts) behind the "try the demo" button, if it exists. */
export async function getDemoUser(): Promise<PublicUser | null> {
  return db.user.findUnique({ where: { email: DEMO_EMAIL }, select: publicUserSelect });
}

/** Registration: the tenant (status trial) and its first user, in one transaction. */
export async function registerTenantUser(
  input: z.input<typeof registerSchema> & { timeZone?: string },
  role: Role = "user",
) {
  const passwordHash = await hashPassword(input.password);
  const existing = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true },
  });
  if (existing) throw new EmailTakenError();
  const companyName = input.companyName?.trim() || defaultCompanyName(input.email);
  try {
    return await db.$transaction(async (tx) => {
      const tenant = await tx.tenant.create({
        data: {
          companyName,
          companyNameSearch: companyName.toLowerCase(),
          subscriptionStatus: "trial",
        },
      });
      const securityStamp = newSecurityStamp();
      const user = await tx.user.create({
        data: {
          securityStamp,
          email: input.email,
          passwordHash,
          tenantId: tenant.id,
          role,
          timeZone: input.timeZone ?? "UTC",
        },
        select: publicUserSelect,
      });
      return withSignInStamp(user, securityStamp, { newAccount: true });
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/** The same answer, and about the same time, whether the email exists or not. */
export async function verifyLogin(
  email: string,
  password: string,
): Promise<StampedUser<PublicUser> | null> {
  // The security stamp is read with the hash, BEFORE the check: the session this sign-in starts
  // carries it, and starts only if no change replaced it meanwhile.
  const user = await db.user.findUnique({ where: { email: email.toLowerCase() } });
  if (!user) {
    await timingSafeDummyVerify(password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  const { passwordHash: _omit, ...rest } = user;
  return withSignInStamp(
    {
      id: rest.id,
      email: rest.email,
      role: rest.role,
      teamRole: rest.teamRole,
      tenantId: rest.tenantId,
      createdAt: rest.createdAt,
      updatedAt: rest.updatedAt,
      timeZone: rest.timeZone,
      weekStart: rest.weekStart,
      defaultPage: rest.defaultPage,
      liteMode: rest.liteMode,
      emailVerifiedAt: rest.emailVerifiedAt,
    },
    rest.securityStamp,
  );
}

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002"
  );
}
