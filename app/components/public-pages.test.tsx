// @vitest-environment happy-dom
// The public pages speak the product's own words: the landing page and the sign-in side panel
// name the modules as the wizard does, and the footer's year is the one the server sent.
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";

import { DEMO_TRIAL_HREF, DEMO_TRIAL_LABEL } from "~/lib/demo";
import { STEP_NAMES } from "~/lib/enums";
import { MODULE_TITLES } from "~/lib/wizard/module-titles";
import { MODULES } from "~/lib/wizard/modules";
import { DemoBanner } from "~/routes/_app/demo-banner";
import Landing from "~/routes/_index/route";
import { AuthSidePanel } from "~/routes/auth/auth-side-panel";

import { DemoRestricted } from "./demo-notice";

afterEach(cleanup);

function renderLanding(year: number) {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ year }),
      children: [{ index: true, Component: Landing }],
    },
  ]);
  // The stub's root renders its child route, as app/root.tsx does.
  render(<Stub initialEntries={["/"]} />);
}

describe("one set of module names", () => {
  test("the wizard's modules take their names from the one list", () => {
    expect(MODULES.map((m) => m.title)).toEqual(STEP_NAMES.map((step) => MODULE_TITLES[step]));
  });

  test("the landing page names the eight modules as the wizard does", async () => {
    renderLanding(2031);
    const headings = (await screen.findAllByRole("heading", { level: 3 })).map(
      (h) => h.textContent,
    );
    for (const title of Object.values(MODULE_TITLES)) expect(headings).toContain(title);
    expect(headings).not.toContain("Metrics");
    expect(headings).not.toContain("Growth");
  });

  test("the sign-in side panel does too, with each module's step number", () => {
    render(<AuthSidePanel />);
    const analytics = screen.getByRole("heading", { name: /Analytics/ });
    expect(analytics.textContent).toBe(`${STEP_NAMES.indexOf("analytics") + 1}Analytics`);
    for (const heading of screen.getAllByRole("heading", { level: 3 }).slice(0, 4))
      expect(Object.values(MODULE_TITLES)).toContain(heading.textContent?.replace(/^\d/, ""));
  });
});

describe("the footer's year", () => {
  test("is the year the root loader sent, not one typed into the page", async () => {
    renderLanding(2031);
    expect((await screen.findByText(/© 2031 App Marketing Machine/)).tagName).toBe("P");
  });
});

describe("demo notices", () => {
  test("a refused form can be replaced by its one-line reason", () => {
    render(
      <DemoRestricted demo hide>
        <button type="submit">Send invitation</button>
      </DemoRestricted>,
    );
    expect(screen.getByRole("note").textContent).toMatch(/^The demo can't .* invite people/);
    expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
  });

  test("without hide the form stays, disabled, under the reason", () => {
    render(
      <DemoRestricted demo>
        <button type="submit">Change password</button>
      </DemoRestricted>,
    );
    const button = screen.getByText("Change password");
    // A disabled fieldset disables every control in it (the DOM here does not reflect it).
    expect(button.closest("fieldset")?.hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("note").textContent).toMatch(/^The demo can't change its email/);
  });

  test("the banner says it is the demo and links to a trial of one's own", () => {
    render(<DemoBanner />);
    expect(screen.getByTestId("demo-banner").textContent).toMatch(/^Live demo: .*24 hours/);
    // The same way out as the notices' (the banner writes it out to stay out of their chunk).
    const link = screen.getByRole("link", { name: DEMO_TRIAL_LABEL });
    expect(link.getAttribute("href")).toBe(DEMO_TRIAL_HREF);
  });
});
