import { expect, test } from "vitest";

import { accountRoleLines, TEAM_ROLE_LABELS } from "./team";

test("Profile says the Team page's role, never 'User'; the site admin role is its own line", () => {
  expect(accountRoleLines({ role: "user", teamRole: "owner" })).toEqual([
    { label: "Team role", value: TEAM_ROLE_LABELS.owner },
  ]);
  expect(accountRoleLines({ role: "user", teamRole: "member" })).toEqual([
    { label: "Team role", value: "Member" },
  ]);
  expect(accountRoleLines({ role: "admin", teamRole: "owner" })).toEqual([
    { label: "Team role", value: "Owner" },
    { label: "Site access", value: "Administrator" },
  ]);
  const values = accountRoleLines({ role: "user", teamRole: "owner" }).map((l) => l.value);
  expect(values).not.toContain("User");
});
