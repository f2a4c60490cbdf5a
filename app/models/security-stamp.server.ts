// The security stamp: one random value per person, replaced with the password, the email, an
// admin's two-step reset and "sign out everywhere". A sign-in reads it BEFORE it checks the
// credential and its session carries it; a session counts only while its stamp equals the
// user's (docs/decisions/066-security-stamp-and-read-links.md).
import { randomUUID } from "node:crypto";

import type { Prisma } from "@prisma/client";

import { db } from "~/services/db.server";

/** A security stamp: a new random value (crypto.randomUUID). */
export function newSecurityStamp(): string {
  return randomUUID();
}

/**
 * Replaces the user's security stamp: every session carrying the old one stops counting, and a
 * sign-in that read the old one before its credential check starts none. Call it FIRST in the
 * transaction of the change (a password change, a reset, an email change, an admin's two-step
 * reset, "sign out everywhere"): the user's row is then locked before any session row, the same
 * order as createSession's, so the two never deadlock on PostgreSQL. Returns the new stamp.
 */
export async function rotateSecurityStamp(
  tx: Pick<Prisma.TransactionClient, "user">,
  userId: string,
): Promise<string> {
  const securityStamp = newSecurityStamp();
  await tx.user.update({ where: { id: userId }, data: { securityStamp } });
  return securityStamp;
}

/** The user's current security stamp (read BEFORE a credential is checked), or null. */
export async function readSecurityStamp(userId: string): Promise<string | null> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { securityStamp: true } });
  return row?.securityStamp ?? null;
}

/**
 * The security stamp read before a sign-in checked its credential, carried by the user object it
 * returns (a property under a symbol: never in a copy, a JSON answer or the page's data).
 */
export const SIGN_IN_STAMP: unique symbol = Symbol("security stamp read before the check");
export type StampedUser<T extends object> = T & { readonly [SIGN_IN_STAMP]: string };

/** Marks a user whose account this very sign-in created (its browser is known, no notice). */
const NEW_ACCOUNT: unique symbol = Symbol("account created by this sign-in");

/**
 * `user` carrying the stamp read before its credential was checked; `newAccount` when the
 * account was created by this request (registration, an accepted invitation, the demo).
 */
export function withSignInStamp<T extends object>(
  user: T,
  stamp: string,
  options: { newAccount?: boolean } = {},
): StampedUser<T> {
  Object.defineProperty(user, SIGN_IN_STAMP, { value: stamp, enumerable: false });
  if (options.newAccount) Object.defineProperty(user, NEW_ACCOUNT, { value: true });
  return user as StampedUser<T>;
}

/** Whether the sign-in of `user` created the account (withSignInStamp's `newAccount`). */
export function isNewAccountSignIn(user: object): boolean {
  return (user as { [NEW_ACCOUNT]?: boolean })[NEW_ACCOUNT] === true;
}

/**
 * The user's security stamp changed between the read before the credential check and the
 * session's creation (a password change, a reset... in between): no session was started.
 */
export class StaleSignInError extends Error {
  constructor() {
    super("The account's password or sign-in settings changed during this sign-in.");
    this.name = "StaleSignInError";
  }
}
