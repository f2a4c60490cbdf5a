import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (memory-hard; ~50 ms per hash here).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash to verify against when the email is unknown, so that both paths take the same time.
let dummyHash: Promise<string> | undefined;
export function timingSafeDummyVerify(password: string): Promise<boolean> {
  dummyHash ??= hash("not-a-real-password-for-timing");
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
