import { describe, expect, test } from "vitest";

import {
  cardActions,
  type DashboardApp,
  dashboardStats,
  mainAction,
  milestoneBadges,
  nextMilestone,
  nextMission,
} from "./dashboard";

let seq = 0;
function app(
  progress: number,
  category: string | null = "games",
  questionsProgress = progress,
): DashboardApp {
  seq += 1;
  return {
    id: `app-${seq}`,
    name: `App ${seq}`,
    progress,
    questionsProgress,
    category,
  };
}

describe("dashboardStats", () => {
  test("no apps: everything is zero, the mean too", () => {
    expect(dashboardStats([])).toEqual({
      totalApps: 0,
      completed: 0,
      readyToLaunch: 0,
      avgProgress: 0,
    });
  });

  test("Completed is the sum of floor(progress / 12.5)", () => {
    expect(dashboardStats([app(12.4)]).completed).toBe(0);
    expect(dashboardStats([app(12.5)]).completed).toBe(1);
    expect(dashboardStats([app(24)]).completed).toBe(1);
    expect(dashboardStats([app(25)]).completed).toBe(2);
    expect(dashboardStats([app(100)]).completed).toBe(8);
    expect(dashboardStats([app(0)]).completed).toBe(0);
    // 38 -> 3, 63 -> 5, 100 -> 8: summed per app, not floored on the total.
    expect(dashboardStats([app(38), app(63), app(100)]).completed).toBe(16);
    expect(dashboardStats([app(12), app(12)]).completed).toBe(0);
  });

  test("Ready to Launch counts apps at 90 % or more", () => {
    expect(dashboardStats([app(89), app(90), app(100), app(0)]).readyToLaunch).toBe(2);
  });

  test("Avg Progress is the rounded mean", () => {
    expect(dashboardStats([app(0), app(25)]).avgProgress).toBe(13); // 12.5 rounds up
    expect(dashboardStats([app(10), app(11), app(11)]).avgProgress).toBe(11); // 10.67
    expect(dashboardStats([app(10), app(10), app(11)]).avgProgress).toBe(10); // 10.33
    expect(dashboardStats([app(100)]).avgProgress).toBe(100);
  });

  test("Total Apps counts every app", () => {
    expect(dashboardStats([app(0), app(50), app(100)]).totalApps).toBe(3);
  });
});

describe("milestoneBadges", () => {
  const reached = (progress: number) =>
    milestoneBadges(progress)
      .filter((b) => b.reached)
      .map((b) => b.label);

  test("Foundation at 12.5, SEO at 25, Content at 37.5, Launch at 50 % of the plan", () => {
    expect(reached(0)).toEqual([]);
    expect(reached(12)).toEqual([]);
    expect(reached(13)).toEqual(["Foundation"]); // one module: round(12.5) = 13
    expect(reached(25)).toEqual(["Foundation", "SEO"]);
    expect(reached(37)).toEqual(["Foundation", "SEO"]);
    expect(reached(38)).toEqual(["Foundation", "SEO", "Content"]);
    expect(reached(49)).toEqual(["Foundation", "SEO", "Content"]);
    // Four modules of eight, whichever they are: Launch is reached (and stays at 63 %).
    expect(reached(50)).toEqual(["Foundation", "SEO", "Content", "Launch"]);
    expect(reached(63)).toHaveLength(4);
    expect(reached(100)).toHaveLength(4);
  });

  test("each badge says what it marks and whether it is reached", () => {
    const [foundation, , , launch] = milestoneBadges(50);
    expect(launch.text).toBe("Launch milestone: reached at 50 % of the plan");
    expect(foundation.text).toBe("Foundation milestone: reached at 12.5 % of the plan");
    expect(milestoneBadges(38)[3].text).toBe(
      "Launch milestone: not reached yet, at 50 % of the plan",
    );
  });

  test("nextMilestone names the first badge not reached yet", () => {
    expect(nextMilestone(0)?.label).toBe("Foundation");
    expect(nextMilestone(25)?.label).toBe("Content");
    expect(nextMilestone(38)?.label).toBe("Launch");
    expect(nextMilestone(50)).toBeNull();
  });

  test("the mission hint names the first open module, not the next badge's", () => {
    const half = {
      ...app(50, "games", 100),
      hasLaunchDate: true,
      completedModules: ["foundation", "seo", "content", "community"] as const,
    };
    expect(nextMission([half])[0].hint).toBe("Next up: Creative. Launch opens after Creative.");
  });
});

describe("mainAction", () => {
  test("without a category: Pick Category First, to the category page", () => {
    const a = app(40, null);
    expect(mainAction(a)).toEqual({ label: "Pick Category First", href: `/app-category/${a.id}` });
  });

  test("with a category: Start Questions at 0, Continue Questions after", () => {
    const fresh = app(0);
    expect(mainAction(fresh)).toEqual({
      label: "Start Questions",
      href: `/simple-wizard/${fresh.id}`,
    });
    expect(mainAction(app(1)).label).toBe("Continue Questions");
    expect(mainAction(app(75)).label).toBe("Continue Questions");
    // The questions' own figure decides, not the plan's; once the four steps are done the
    // button names the next real step, never "Continue Questions".
    expect(mainAction(app(0, "games", 100)).label).toBe("Set a launch date");
    expect(mainAction({ ...app(0, "games", 100), hasLaunchDate: true }).label).toBe(
      "Open Foundation",
    );
    expect(mainAction(app(50, "games", 0)).label).toBe("Start Questions");
  });
});

describe("nextMission", () => {
  test("no apps: no mission", () => {
    expect(nextMission([])).toEqual([]);
  });

  test("at most 2 apps, only those under 100 %, in the given order", () => {
    const done = app(100);
    const a = app(50);
    const b = app(0, null);
    const c = app(10);
    const missions = nextMission([done, a, b, c]);
    expect(missions.map((m) => m.appId)).toEqual([a.id, b.id]);
  });

  test("99 % is still a mission; every app at 100 % gives none", () => {
    expect(nextMission([app(99)])).toHaveLength(1);
    expect(nextMission([app(100), app(100)])).toEqual([]);
  });

  test("Pick Category! without a category, Continue! with one, each with a hint", () => {
    const noCategory = app(0, null);
    const started = { ...app(30), completedModules: ["foundation", "seo"] as const };
    const [first, second] = nextMission([noCategory, started]);
    expect(first.action).toEqual({
      label: "Pick Category!",
      href: `/app-category/${noCategory.id}`,
    });
    expect(first.hint).toMatch(/category/i);
    expect(second.action).toEqual({ label: "Continue!", href: `/simple-wizard/${started.id}` });
    expect(second.hint).toMatch(/simple steps/);
  });

  test("the mission never names a locked module", () => {
    // Foundation, SEO and Content done: Launch is locked (Community and Creative come first).
    const planned = {
      ...app(38, "games", 100),
      hasLaunchDate: true,
      completedModules: ["foundation", "seo", "content"] as const,
    };
    const [mission] = nextMission([planned]);
    expect(mission.action.href).toBe(`/wizard/${planned.id}?step=community`);
    expect(mission.hint).toContain("Community");
    expect(mission.hint).not.toContain("Launch");
  });
});

describe("the two figures stay apart", () => {
  test("answering every question leaves the plan's stats at zero", () => {
    const answered = app(0, "games", 100);
    expect(dashboardStats([answered])).toEqual({
      totalApps: 1,
      completed: 0,
      readyToLaunch: 0,
      avgProgress: 0,
    });
    expect(milestoneBadges(answered.progress).some((b) => b.reached)).toBe(false);
    const [mission] = nextMission([{ ...answered, hasLaunchDate: true }]);
    expect(mission.action.href).toBe(`/wizard/${answered.id}?step=foundation`);
    expect(mission.hint).toMatch(/Foundation/);
  });
});

describe("cardActions: what a card leads with after the simple questions", () => {
  test("before the questions are done: the main button alone", () => {
    const a = app(0, "games", 50);
    expect(cardActions(a)).toEqual({ askLaunchDate: false, primary: mainAction(a), plan: null });
  });

  test("no launch date: the launch-date field, then the plan's first module", () => {
    const a = app(0, "games", 100);
    expect(cardActions(a)).toEqual({
      askLaunchDate: true,
      primary: null,
      plan: { label: "Continue the plan: Foundation", href: `/wizard/${a.id}?step=foundation` },
    });
  });

  test("a launch date: the dated checklist with its count, then the open module", () => {
    const a = {
      ...app(25, "games", 100),
      hasLaunchDate: true,
      taskCount: 15,
      completedModules: ["foundation", "seo"] as const,
    };
    expect(cardActions(a)).toEqual({
      askLaunchDate: false,
      primary: { label: "Open your checklist (15 dated tasks)", href: `/apps/${a.id}/checklist` },
      plan: { label: "Continue the plan: Content", href: `/wizard/${a.id}?step=content` },
    });
  });
});
