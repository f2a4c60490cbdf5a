// Rules for the personal settings (Profile Settings, /profile/*): what a new password must meet, and who may delete
// their account. Pure, so the rules are pinned by unit tests and read the same everywhere.
import { PASSWORD_MIN_LENGTH } from "./limits";
import { passwordStrengthScore, STRONG_PASSWORD_SCORE } from "./password-strength";

/**
 * A changed password must reach "Strong password" on the meter (docs/product/spec-facts.md §5): at least
 * 8 characters and two of lowercase, uppercase and digit. Registration keeps the meter advisory;
 * a change is a deliberate security step, so here the meter is a rule.
 */
export const NEW_PASSWORD_MIN_SCORE = STRONG_PASSWORD_SCORE;

export type FieldProblem = { field: string; message: string };

export function newPasswordProblems(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { currentPassword, newPassword, confirmPassword } = input;
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    problems.push({
      field: "newPassword",
      message: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
    });
  } else if (passwordStrengthScore(newPassword) < NEW_PASSWORD_MIN_SCORE) {
    problems.push({
      field: "newPassword",
      message:
        "Make it stronger: mix at least two of lowercase letters, uppercase letters and digits.",
    });
  } else if (newPassword === currentPassword) {
    problems.push({
      field: "newPassword",
      message: "Choose a password that is different from your current one.",
    });
  }
  if (confirmPassword !== newPassword) {
    problems.push({ field: "confirmPassword", message: "The two new passwords do not match." });
  }
  return problems;
}

export const LAST_ADMIN_MESSAGE =
  "You are the only administrator, so this account can't be deleted: nobody could open the admin area afterwards. Ask for another administrator account first.";
export const TENANT_DELETION_CONFIRMATION_MESSAGE =
  "You are the last user of your company. Tick the box to confirm that all of its apps and plans will be deleted too.";

export const RENEWING_SUBSCRIPTION_MESSAGE =
  "Your company's subscription renews automatically. Deleting the last account would leave it running, so cancel it first: write to us from Help & Support (/help) and we will cancel it, then delete the account.";

export type AccountDeletionFacts = {
  role: string;
  /** Administrators across the whole product, this user included. */
  adminCount: number;
  /** Users of this user's tenant, this user included. */
  tenantUserCount: number;
  confirmedTenantDeletion: boolean;
  /** The tenant pays through a subscription that renews by itself (Stripe). */
  renewingSubscription: boolean;
};

export type AccountDeletionDecision =
  { allowed: false; field: string; message: string } | { allowed: true; deletesTenant: boolean };

/**
 * The last administrator may not delete themselves; the last user of a tenant takes the tenant's
 * data along, but only after confirming that explicitly, and never while a subscription would keep
 * charging a company that no longer exists.
 */
export function accountDeletionDecision(facts: AccountDeletionFacts): AccountDeletionDecision {
  if (facts.role === "admin" && facts.adminCount <= 1) {
    return { allowed: false, field: "", message: LAST_ADMIN_MESSAGE };
  }
  const deletesTenant = facts.tenantUserCount <= 1;
  if (deletesTenant && facts.renewingSubscription) {
    return { allowed: false, field: "", message: RENEWING_SUBSCRIPTION_MESSAGE };
  }
  if (deletesTenant && !facts.confirmedTenantDeletion) {
    return {
      allowed: false,
      field: "confirmTenantDeletion",
      message: TENANT_DELETION_CONFIRMATION_MESSAGE,
    };
  }
  return { allowed: true, deletesTenant };
}

/** Why the account can't be deleted right now (shown instead of the form), or null. */
export function deletionBlockedMessage(profile: {
  isLastAdmin: boolean;
  isLastUserOfTenant: boolean;
  renewingSubscription: boolean;
}): string | null {
  if (profile.isLastAdmin) return LAST_ADMIN_MESSAGE;
  return profile.isLastUserOfTenant && profile.renewingSubscription
    ? RENEWING_SUBSCRIPTION_MESSAGE
    : null;
}
