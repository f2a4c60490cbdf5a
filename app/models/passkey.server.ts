// Passkeys (WebAuthn discoverable credentials, @simplewebauthn/server): added on the profile,
// used to sign in with one touch (docs/decisions/049-passkeys.md).
// - The relying party (id and origin) comes from APP_URL, never from a request's Host header; an
//   APP_URL whose host is an IP address has no passkeys (a relying-party id must be a domain).
// - Every challenge is a row: single use (the delete that checks it decides), 5 minutes.
// - User verification is required at registration and sign-in, so a passkey stands for both
//   factors; the signature counter only moves forward (a conditional update decides).
import { isIP } from "node:net";

import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { z } from "zod";

import { PASSKEY_NAME_MAX, PASSKEY_RESPONSE_MAX, PASSKEYS_PER_USER } from "~/lib/limits";
import { databaseProvider, db } from "~/services/db.server";
import { getEnv } from "~/services/env.server";
import { PRODUCT_NAME } from "~/services/mail.server";
import { checkLoginAllowed } from "~/services/rate-limit.server";

import { attemptSignIn, countFailedSignIn, sendSecurityNotice } from "./account-security.server";
import { type StampedUser, withSignInStamp } from "./security-stamp.server";
import { isUniqueViolation, type PublicUser, publicUserSelect } from "./user.server";

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** "confirm": "Confirm it's you" with a passkey of the signed-in user. */
type Purpose = "register" | "sign-in" | "confirm";

export const PASSKEYS_UNAVAILABLE_MESSAGE =
  "Passkeys are not available on this server: its address (APP_URL) must be a domain name such as app.example.com or localhost, not an IP address.";
export const CHALLENGE_SPENT_MESSAGE =
  "This passkey request expired or was already used. Try again.";
export const PASSKEY_REFUSED_MESSAGE =
  "That passkey could not sign you in. It may have been removed from your account, or made for another site. Sign in with your email and password instead.";
export const PASSKEY_NOT_ADDED_MESSAGE =
  "Your device did not make a passkey we can use (it must check your face, fingerprint or PIN). Nothing was added.";
export const PASSKEY_NOT_CONFIRMED_MESSAGE =
  "That passkey could not confirm it’s you. Use a passkey of this account, or enter your password.";
export const NO_PASSKEYS_MESSAGE =
  "Your account has no passkeys. Confirm with your password instead.";
export const TOO_MANY_PASSKEYS_MESSAGE = `You have ${PASSKEYS_PER_USER} passkeys, the most an account can have. Delete one you no longer use first.`;

/** A refusal with its message; `status` is the HTTP answer a route gives it. */
export class PasskeyError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 409 = 400,
  ) {
    super(message);
    this.name = "PasskeyError";
  }
}

/** The relying party from APP_URL, or null when its host cannot be one (an IP address). */
export function relyingParty(): { id: string; origin: string; name: string } | null {
  const url = new URL(getEnv().APP_URL);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!host || isIP(host)) return null;
  return { id: host, origin: url.origin, name: PRODUCT_NAME };
}

function requireRelyingParty() {
  const rp = relyingParty();
  if (!rp) throw new PasskeyError(PASSKEYS_UNAVAILABLE_MESSAGE, 409);
  return rp;
}

/** The name field of the add and rename forms. */
export const passkeyNameSchema = z.object({
  name: z
    .string({ error: "Give the passkey a name" })
    .trim()
    .min(1, "Give the passkey a name, such as “iPhone” or “Work laptop”")
    .max(PASSKEY_NAME_MAX, `The name must be at most ${PASSKEY_NAME_MAX} characters`),
});

/** A browser's answer (startRegistration / startAuthentication), as JSON text or an object. */
const credentialJson = z.union([
  z.string().max(PASSKEY_RESPONSE_MAX, "The passkey answer is too long"),
  z.record(z.string(), z.unknown()),
]);

function parseCredential(value: unknown): Record<string, unknown> {
  const parsed = credentialJson.safeParse(value);
  if (!parsed.success) throw new PasskeyError(PASSKEY_REFUSED_MESSAGE);
  if (typeof parsed.data !== "string") return parsed.data;
  try {
    const object: unknown = JSON.parse(parsed.data);
    if (object && typeof object === "object" && !Array.isArray(object))
      return object as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new PasskeyError(PASSKEY_REFUSED_MESSAGE);
}

/** The challenge the browser signed, read from the answer's clientDataJSON. */
function challengeOf(response: Record<string, unknown>): string {
  const inner = response.response;
  const clientData =
    inner && typeof inner === "object" ? (inner as Record<string, unknown>).clientDataJSON : null;
  if (typeof clientData !== "string" || clientData.length > PASSKEY_RESPONSE_MAX) return "";
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientData, "base64url").toString("utf8"));
    const challenge = (parsed as { challenge?: unknown })?.challenge;
    return typeof challenge === "string" ? challenge : "";
  } catch {
    return "";
  }
}

async function saveChallenge(purpose: Purpose, challenge: string, userId: string | null) {
  const now = new Date();
  // Expired challenges go as new ones come (an index on expiresAt keeps this cheap).
  await db.webAuthnChallenge.deleteMany({ where: { expiresAt: { lte: now } } });
  await db.webAuthnChallenge.create({
    data: {
      purpose,
      userId,
      challenge,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    },
  });
}

/** Spends the challenge the answer signed: true once, for a live one of this purpose and user. */
async function spendChallenge(
  purpose: Purpose,
  challenge: string,
  userId: string | null,
): Promise<boolean> {
  if (!challenge) return false;
  const spent = await db.webAuthnChallenge.deleteMany({
    where: { challenge, purpose, userId, expiresAt: { gt: new Date() } },
  });
  return spent.count === 1;
}

const userHandle = (userId: string) => Buffer.from(userId, "utf8");

function transportsOf(text: string): AuthenticatorTransportFuture[] {
  return text ? (text.split(",") as AuthenticatorTransportFuture[]) : [];
}

export type PasskeyView = {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  /** Synced between devices (iCloud Keychain, Google Password Manager …). */
  synced: boolean;
};

/** The user's passkeys, newest first. */
export async function listPasskeys(userId: string): Promise<PasskeyView[]> {
  const rows = await db.passkey.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      createdAt: true,
      lastUsedAt: true,
      deviceType: true,
      backedUp: true,
    },
  });
  return rows.map(({ deviceType, backedUp, ...row }) => ({
    ...row,
    synced: deviceType === "multiDevice" && backedUp,
  }));
}

/** Whether the user has a passkey of this id (another user's id: false). */
export async function passkeyBelongsTo(userId: string, id: string): Promise<boolean> {
  return (await db.passkey.count({ where: { id, userId } })) === 1;
}

export function countPasskeys(userId: string): Promise<number> {
  return db.passkey.count({ where: { userId } });
}

/** Options for the browser's "create a passkey" prompt; the challenge is kept 5 minutes. */
export async function passkeyRegistrationOptions(user: {
  id: string;
  email: string;
}): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = requireRelyingParty();
  const existing = await db.passkey.findMany({
    where: { userId: user.id },
    select: { id: true, transports: true },
  });
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.email,
    userID: userHandle(user.id),
    attestationType: "none",
    timeout: CHALLENGE_TTL_MS,
    // One passkey per authenticator: the browser says so instead of making a second one.
    excludeCredentials: existing.map((key) => ({
      id: key.id,
      transports: transportsOf(key.transports),
    })),
    authenticatorSelection: {
      residentKey: "required",
      requireResidentKey: true,
      userVerification: "required",
    },
  });
  await saveChallenge("register", options.challenge, user.id);
  return options;
}

/**
 * Checks the browser's new passkey against the challenge this user was given and keeps it:
 * at most PASSKEYS_PER_USER, counted under the user's lock inside the write. The owner is told by
 * email in the same transaction.
 */
export async function addPasskey(
  user: { id: string; email: string; timeZone: string },
  input: { name: string; response: unknown },
  browser: string | null = null,
): Promise<PasskeyView> {
  const rp = requireRelyingParty();
  const response = parseCredential(input.response);
  const challenge = challengeOf(response);
  if (!(await spendChallenge("register", challenge, user.id)))
    throw new PasskeyError(CHALLENGE_SPENT_MESSAGE);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw new PasskeyError(PASSKEY_NOT_ADDED_MESSAGE);
  }
  if (!verification.verified) throw new PasskeyError(PASSKEY_NOT_ADDED_MESSAGE);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  // Two accounts adding one credential at once: the primary key decides, the loser hears 409.
  const created = await db
    .$transaction(async (tx) => {
      if (databaseProvider() === "postgresql") {
        await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
      }
      if ((await tx.passkey.count({ where: { userId: user.id } })) >= PASSKEYS_PER_USER)
        return null;
      const taken = await tx.passkey.findUnique({
        where: { id: credential.id },
        select: { id: true },
      });
      if (taken) return "taken" as const;
      const row = await tx.passkey.create({
        data: {
          id: credential.id,
          userId: user.id,
          name: input.name,
          publicKey: Buffer.from(credential.publicKey),
          counter: credential.counter,
          transports: (credential.transports ?? []).join(","),
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
        },
      });
      await sendSecurityNotice(user, { kind: "passkey-added", name: input.name }, { browser, tx });
      return row;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return "taken" as const;
      throw error;
    });
  if (created === null) throw new PasskeyError(TOO_MANY_PASSKEYS_MESSAGE, 409);
  if (created === "taken")
    throw new PasskeyError("This passkey is already on an account. Nothing was added.", 409);
  return {
    id: created.id,
    name: created.name,
    createdAt: created.createdAt,
    lastUsedAt: null,
    synced: created.deviceType === "multiDevice" && created.backedUp,
  };
}

/** Renames one of the user's passkeys; false when the user has no such passkey. */
export async function renamePasskey(userId: string, id: string, name: string): Promise<boolean> {
  const renamed = await db.passkey.updateMany({ where: { id, userId }, data: { name } });
  return renamed.count === 1;
}

/**
 * Deletes one of the user's passkeys and tells the owner by email; null when the user has no
 * such passkey (another user's id included).
 */
export async function deletePasskey(
  user: { id: string; email: string; timeZone: string },
  id: string,
  browser: string | null = null,
): Promise<{ name: string } | null> {
  return db.$transaction(async (tx) => {
    const found = await tx.passkey.findFirst({
      where: { id, userId: user.id },
      select: { name: true },
    });
    if (!found) return null;
    const deleted = await tx.passkey.deleteMany({ where: { id, userId: user.id } });
    if (deleted.count !== 1) return null;
    await sendSecurityNotice(user, { kind: "passkey-removed", name: found.name }, { browser, tx });
    return found;
  });
}

/** Options for a passkey sign-in (no account named: the browser offers its passkeys for us). */
export async function passkeySignInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = requireRelyingParty();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    timeout: CHALLENGE_TTL_MS,
  });
  await saveChallenge("sign-in", options.challenge, null);
  return options;
}

type StoredPasskey = {
  id: string;
  userId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string;
};

/**
 * Checks an assertion by `passkey` for `challenge` (already spent): this site's origin and relying
 * party, the user handle when given, user verification, a signature counter that moves forward
 * (the conditional update decides, so one signature passes once). False for any refusal.
 */
async function verifyAssertion(
  passkey: StoredPasskey,
  response: Record<string, unknown>,
  challenge: string,
): Promise<boolean> {
  const rp = requireRelyingParty();
  const inner = response.response as Record<string, unknown> | undefined;
  const handle = inner?.userHandle;
  if (
    typeof handle === "string" &&
    handle !== "" &&
    handle !== userHandle(passkey.userId).toString("base64url")
  )
    return false;
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey.transports),
      },
      requireUserVerification: true,
    });
    if (!verification.verified || !verification.authenticationInfo.userVerified) return false;
    newCounter = verification.authenticationInfo.newCounter;
  } catch {
    return false;
  }
  // The counter only moves forward: two uses of one signature, one wins.
  const moved = await db.passkey.updateMany({
    where: { id: passkey.id, counter: passkey.counter },
    data: { counter: newCounter, lastUsedAt: new Date() },
  });
  return moved.count === 1;
}

const storedPasskeySelect = {
  id: true,
  userId: true,
  publicKey: true,
  counter: true,
  transports: true,
} as const;

/**
 * Signs in with a passkey: the answer must sign a live sign-in challenge (spent here), for this
 * site's origin and relying party, by a passkey on an account, with the user verified and a
 * signature counter that moved forward. Refusals count as failed sign-ins of the passkey's
 * account (RateLimitedError past the limits). Returns the user; a passkey is both factors.
 */
export async function signInWithPasskey(
  client: string,
  body: unknown,
): Promise<StampedUser<PublicUser>> {
  requireRelyingParty();
  const response = parseCredential(body);
  const credentialId = typeof response.id === "string" ? response.id : "";
  const passkey = credentialId
    ? await db.passkey.findUnique({
        where: { id: credentialId },
        // The security stamp is read with the key, BEFORE the assertion is checked.
        select: {
          ...storedPasskeySelect,
          user: { select: { ...publicUserSelect, securityStamp: true } },
        },
      })
    : null;
  const spend = async () => {
    const challenge = challengeOf(response);
    if (!(await spendChallenge("sign-in", challenge, null)))
      throw new PasskeyError(CHALLENGE_SPENT_MESSAGE);
    return challenge;
  };
  // No such passkey: no account to count against, so no attempt either.
  if (!passkey) {
    await spend();
    throw new PasskeyError(PASSKEY_REFUSED_MESSAGE, 401);
  }
  return attemptSignIn(
    client,
    passkey.user.email,
    async () => {
      const challenge = await spend();
      if (!(await verifyAssertion(passkey, response, challenge))) return null;
      const { securityStamp, ...user } = passkey.user;
      return withSignInStamp(user, securityStamp);
    },
    {
      refused: () => {
        throw new PasskeyError(PASSKEY_REFUSED_MESSAGE, 401);
      },
    },
  );
}

/**
 * Options for "Confirm it's you" with a passkey: only this user's passkeys are offered, user
 * verification is required, and the challenge (5 minutes, single use) belongs to this user. A
 * newer request replaces the user's earlier confirm challenge, so rows cannot pile up.
 */
export async function passkeyConfirmOptions(
  userId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = requireRelyingParty();
  const keys = await db.passkey.findMany({
    where: { userId },
    select: { id: true, transports: true },
  });
  if (keys.length === 0) throw new PasskeyError(NO_PASSKEYS_MESSAGE, 409);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    timeout: CHALLENGE_TTL_MS,
    allowCredentials: keys.map((key) => ({ id: key.id, transports: transportsOf(key.transports) })),
  });
  await db.webAuthnChallenge.deleteMany({ where: { userId, purpose: "confirm" } });
  await saveChallenge("confirm", options.challenge, userId);
  return options;
}

/**
 * "Confirm it's you" by a passkey: the answer must sign a live confirm challenge of this user
 * (spent here) with one of this user's passkeys, user verified, the counter moving forward. A
 * refusal counts like a wrong password (RateLimitedError past the limits); true when confirmed.
 */
export async function confirmWithPasskey(
  user: { id: string; email: string },
  client: string,
  body: unknown,
): Promise<boolean> {
  requireRelyingParty();
  await checkLoginAllowed(client, user.email);
  let response: Record<string, unknown>;
  try {
    response = parseCredential(body);
  } catch {
    await countFailedSignIn(client, user.email);
    return false;
  }
  const challenge = challengeOf(response);
  const credentialId = typeof response.id === "string" ? response.id : "";
  const spent = await spendChallenge("confirm", challenge, user.id);
  const passkey =
    spent && credentialId
      ? await db.passkey.findFirst({
          where: { id: credentialId, userId: user.id },
          select: storedPasskeySelect,
        })
      : null;
  if (!passkey || !(await verifyAssertion(passkey, response, challenge))) {
    await countFailedSignIn(client, user.email);
    return false;
  }
  return true;
}

/** The user's passkeys go with a reset by emailed link or an admin's reset of the second factor. */
export async function removeAllPasskeys(
  tx: Pick<typeof db, "passkey">,
  userId: string,
): Promise<number> {
  return (await tx.passkey.deleteMany({ where: { userId } })).count;
}
