// The seed's password hashing, on the seed's own floor: argon2id with the library's defaults, as
// the app hashes (app/services/password.server.ts), so the app signs in with what the seed wrote
// (tests/integration/seed-password.test.ts checks it). prisma/ imports no app service.
import { hash } from "@node-rs/argon2";

export function hashSeedPassword(password: string): Promise<string> {
  return hash(password);
}
