// The 1,000 most common passwords (the head of zxcvbn's list, most common first), server only:
// registration and a reset refuse them; the browser's meter stays advisory.
import { dictionary } from "@zxcvbn-ts/language-common";

export const COMMON_PASSWORD_COUNT = 1000;

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT));
  return common.has(password.toLowerCase());
}
