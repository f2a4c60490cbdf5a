// @vitest-environment happy-dom
// "Upgrade" only where paying is possible: without online payment the header's trial badge and the
// trial's last-days banner say what the end brings instead of offering a button that cannot pay.
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";

import { trialBannerCopy } from "~/lib/trial-banner";
import { AppHeader } from "~/routes/_app/app-header";
import { TrialBanner } from "~/routes/_app/trial-banner";

afterEach(cleanup);

function renderHeader(canPay: boolean) {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <>
          <AppHeader
            title="Dashboard"
            email="maya@example.com"
            trialDaysLeft={2}
            canPay={canPay}
            notificationCount={0}
          />
          <TrialBanner copy={trialBannerCopy("trial", 2, canPay)} />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("the trial's way out", () => {
  test("without online payment: days left and what then, no Upgrade anywhere", async () => {
    renderHeader(false);
    const badge = await screen.findByTestId("trial-badge");
    expect(badge.textContent).toBe("2 days left in trial, then read-only");
    expect(screen.queryByRole("link", { name: "Upgrade" })).toBeNull();
    expect(screen.getByTestId("trial-banner").textContent).toContain(
      "stay readable and exportable",
    );
  });

  test("with online payment: Upgrade in the badge and the banner", async () => {
    renderHeader(true);
    await screen.findByTestId("trial-badge");
    expect(screen.getAllByRole("link", { name: "Upgrade" })).toHaveLength(2);
  });
});
