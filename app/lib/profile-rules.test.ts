import { describe, expect, test } from "vitest";

import {
  accountDeletionDecision,
  deletionBlockedMessage,
  LAST_ADMIN_MESSAGE,
  newPasswordProblems,
  RENEWING_SUBSCRIPTION_MESSAGE,
} from "./profile-rules";

describe("newPasswordProblems", () => {
  const ok = {
    currentPassword: "Old-Password-1",
    newPassword: "New-Password-2",
    confirmPassword: "New-Password-2",
  };

  test("a strong, different, confirmed password passes", () => {
    expect(newPasswordProblems(ok)).toEqual([]);
    // Exactly 75 points: length, lowercase and a digit.
    expect(
      newPasswordProblems({ ...ok, newPassword: "abcdefg1", confirmPassword: "abcdefg1" }),
    ).toEqual([]);
  });

  test("shorter than 8 characters is refused whatever its mix", () => {
    expect(
      newPasswordProblems({ ...ok, newPassword: "Ab1-xyz", confirmPassword: "Ab1-xyz" }),
    ).toEqual([{ field: "newPassword", message: "Use at least 8 characters." }]);
  });

  test("8 characters of one kind (50 points, 'Good') is not strong enough", () => {
    const [problem] = newPasswordProblems({
      ...ok,
      newPassword: "abcdefgh",
      confirmPassword: "abcdefgh",
    });
    expect(problem.field).toBe("newPassword");
    expect(problem.message).toMatch(/stronger/);
  });

  test("the same as the current password is refused", () => {
    expect(
      newPasswordProblems({
        ...ok,
        newPassword: ok.currentPassword,
        confirmPassword: ok.currentPassword,
      }),
    ).toEqual([
      {
        field: "newPassword",
        message: "Choose a password that is different from your current one.",
      },
    ]);
  });

  test("the confirmation must match", () => {
    expect(newPasswordProblems({ ...ok, confirmPassword: "New-Password-3" })).toEqual([
      { field: "confirmPassword", message: "The two new passwords do not match." },
    ]);
  });
});

describe("accountDeletionDecision", () => {
  const base = {
    role: "user",
    adminCount: 1,
    tenantUserCount: 2,
    confirmedTenantDeletion: false,
    renewingSubscription: false,
  };

  test("the last admin cannot delete themselves, even when confirming", () => {
    expect(
      accountDeletionDecision({
        ...base,
        role: "admin",
        adminCount: 1,
        confirmedTenantDeletion: true,
      }),
    ).toEqual({ allowed: false, field: "", message: LAST_ADMIN_MESSAGE });
  });

  test("an admin with another admin around may leave", () => {
    expect(accountDeletionDecision({ ...base, role: "admin", adminCount: 2 })).toEqual({
      allowed: true,
      deletesTenant: false,
    });
  });

  test("a user with colleagues deletes only their own account", () => {
    expect(accountDeletionDecision(base)).toEqual({ allowed: true, deletesTenant: false });
  });

  test("the last user of a tenant must confirm that the tenant's data goes too", () => {
    const refused = accountDeletionDecision({ ...base, tenantUserCount: 1 });
    expect(refused).toMatchObject({ allowed: false, field: "confirmTenantDeletion" });
    expect(
      accountDeletionDecision({ ...base, tenantUserCount: 1, confirmedTenantDeletion: true }),
    ).toEqual({ allowed: true, deletesTenant: true });
  });
});

test("the last user cannot delete a company whose subscription keeps renewing", () => {
  const facts = {
    role: "user",
    adminCount: 1,
    tenantUserCount: 1,
    confirmedTenantDeletion: true,
    renewingSubscription: true,
  };
  expect(accountDeletionDecision(facts)).toEqual({
    allowed: false,
    field: "",
    message: RENEWING_SUBSCRIPTION_MESSAGE,
  });
  // A colleague stays behind, so the subscription keeps a user: leaving is fine.
  expect(accountDeletionDecision({ ...facts, tenantUserCount: 2 })).toEqual({
    allowed: true,
    deletesTenant: false,
  });
});

test("the delete room says why deleting is refused, before any password is typed", () => {
  const profile = { isLastAdmin: false, isLastUserOfTenant: true, renewingSubscription: false };
  expect(deletionBlockedMessage(profile)).toBeNull();
  expect(deletionBlockedMessage({ ...profile, isLastAdmin: true })).toBe(LAST_ADMIN_MESSAGE);
  expect(deletionBlockedMessage({ ...profile, renewingSubscription: true })).toBe(
    RENEWING_SUBSCRIPTION_MESSAGE,
  );
  // A colleague stays: the company's subscription is theirs to keep.
  expect(
    deletionBlockedMessage({ ...profile, isLastUserOfTenant: false, renewingSubscription: true }),
  ).toBeNull();
});
