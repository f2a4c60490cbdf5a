// @vitest-environment happy-dom
// A locked module tab explains itself: it still says Locked, names what opens it and links there.
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import { STEP_NAMES } from "~/lib/enums";
import { MODULE_TITLES } from "~/lib/wizard/module-titles";

import { StepList, type StepListItem } from "./step-list";

afterEach(cleanup);

test("a locked tab says 'Opens after <module>' and links to that module", async () => {
  const steps: StepListItem[] = STEP_NAMES.map((stepName, index) => ({
    stepName,
    title: MODULE_TITLES[stepName],
    status: index === 0 ? "completed" : "not_started",
    locked: index > 1,
  }));
  const Stub = createRemixStub([
    { path: "/", Component: () => <StepList appId="a1" steps={steps} current="seo" /> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  const tabs = await screen.findAllByRole("link");
  expect(tabs).toHaveLength(STEP_NAMES.length);
  const creative = screen.getByTestId("step-creative").querySelector("a")!;
  expect(creative.textContent).toContain("Locked");
  expect(creative.textContent).toContain("Opens after Community");
  expect(creative.getAttribute("href")).toBe("/wizard/a1?step=community");
  const seo = screen.getByTestId("step-seo").querySelector("a")!;
  expect(seo.textContent).not.toContain("Opens after");
  expect(seo.getAttribute("href")).toBe("/wizard/a1?step=seo");
});
