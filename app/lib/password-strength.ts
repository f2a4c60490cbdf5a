// docs/product/spec-facts.md §5: an advisory meter, 25 points for each criterion met.
import { PASSWORD_MIN_LENGTH } from "./limits";

export const PASSWORD_POINTS_PER_CRITERION = 25;
export const STRONG_PASSWORD_SCORE = 75;
export const GOOD_PASSWORD_SCORE = 50;
export const WEAK_PASSWORD_SCORE = 25;

export type PasswordStrengthLabel = "Strong password" | "Good password" | "Weak password" | "";

export type PasswordStrength = { score: number; label: PasswordStrengthLabel };

const CRITERIA: ReadonlyArray<(password: string) => boolean> = [
  (password) => password.length >= PASSWORD_MIN_LENGTH,
  (password) => /[a-z]/.test(password),
  (password) => /[A-Z]/.test(password),
  (password) => /[0-9]/.test(password),
];

export function passwordStrengthScore(password: string): number {
  return CRITERIA.filter((met) => met(password)).length * PASSWORD_POINTS_PER_CRITERION;
}

export function passwordStrengthLabel(score: number): PasswordStrengthLabel {
  if (score >= STRONG_PASSWORD_SCORE) return "Strong password";
  if (score >= GOOD_PASSWORD_SCORE) return "Good password";
  if (score >= WEAK_PASSWORD_SCORE) return "Weak password";
  return "";
}

export function passwordStrength(password: string): PasswordStrength {
  const score = passwordStrengthScore(password);
  return { score, label: passwordStrengthLabel(score) };
}
