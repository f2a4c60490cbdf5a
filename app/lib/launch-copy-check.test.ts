import { describe, expect, it, test } from "vitest";

import {
  checkLaunchCopy,
  type CopyKind,
  LAUNCH_COPY_RULES,
  launchCopyFieldsFrom,
  listingParts,
  TAGLINE_MAX,
} from "./launch-copy-check";

function rulesFor(text: string, kind: CopyKind = "copy") {
  return checkLaunchCopy([{ field: "upvoteStrategy", label: "Upvote strategy", text, kind }]).map(
    (w) => w.ruleId,
  );
}

describe("each Product Hunt copy rule flags its phrases", () => {
  test.each([
    ["Please upvote us on launch day!", "asking-for-votes"],
    ["Vote for us on Product Hunt", "asking-for-votes"],
    ["Every vote counts, friends", "asking-for-votes"],
    ["Help us reach #1 Product of the Day", "asking-for-votes"],
    ["Don't forget to upvote us!", "asking-for-votes"],
    ["The first 100 upvoters get a free month", "rewards-for-votes"],
    ["Giveaway: everyone who votes enters the raffle", "rewards-for-votes"],
    ["Free stickers in exchange for an upvote", "rewards-for-votes"],
    ["DM everyone in our network the link", "mass-outreach"],
    ["Message all your contacts at 00:01", "mass-outreach"],
    ["Send a blast email asking the whole list for votes", "mass-outreach"],
    ["Cold DMs to 500 founders", "mass-outreach"],
    ["Ask the team to create an account to vote", "extra-accounts"],
    ["Use your other account too", "extra-accounts"],
    ["We could use bots for the first hour", "extra-accounts"],
    ["Book an upvote service for launch morning", "buying-votes"],
    ["They guarantee top 5 for $300", "buying-votes"],
    ["Join an upvote group on Telegram", "buying-votes"],
    ["Vote exchanges with other makers", "buying-votes"],
  ])("%s → %s", (text, rule) => {
    expect(rulesFor(text)).toContain(rule);
  });
});

describe("safe wording passes", () => {
  test.each([
    "We just launched — we'd love your feedback: https://www.producthunt.com/posts/example",
    "Post the first comment at 00:01 Pacific and answer every question all day.",
    "Tell our newsletter once and ask for feedback; share a general promo code for Product Hunt visitors.",
    "We won't ask for upvotes; we ask for honest feedback instead.",
    "Never DM everyone: post in the two communities we already belong to.",
    "Avoid vote exchanges and upvote groups.",
  ])("%s", (text) => {
    expect(rulesFor(text)).toEqual([]);
  });
});

describe("tagline rules apply only to taglines", () => {
  test("over 60 characters, counted as characters not bytes", () => {
    expect(rulesFor("a".repeat(TAGLINE_MAX), "tagline")).toEqual([]);
    expect(rulesFor("a".repeat(TAGLINE_MAX + 1), "tagline")).toEqual(["tagline-length"]);
    expect(rulesFor("é".repeat(TAGLINE_MAX), "tagline")).toEqual([]);
  });
  test("emoji and hype words", () => {
    expect(rulesFor("Plan your launch 🚀", "tagline")).toEqual(["tagline-emoji"]);
    expect(rulesFor("The revolutionary launch planner", "tagline")).toEqual(["tagline-hype"]);
    expect(rulesFor("The #1 launch planner", "tagline")).toEqual(["tagline-hype"]);
    expect(rulesFor("Plan your app's launch in eight guided steps", "tagline")).toEqual([]);
  });
  test("a long plan is not judged as a tagline", () => {
    expect(rulesFor(`${"Answer every comment. ".repeat(5)}🚀 best`)).toEqual([]);
  });
});

test("a warning names the rule, the field, the words, the source and a rewrite direction", () => {
  const [warning] = checkLaunchCopy([
    { field: "launchTimeline", label: "Launch timeline", text: "09:00 DM everyone on LinkedIn" },
  ]);
  expect(warning).toEqual({
    ruleId: "mass-outreach",
    ruleName: "Mass messaging",
    field: "launchTimeline",
    fieldLabel: "Launch timeline",
    match: "DM everyone",
    source: {
      title: "Product Hunt community guidelines",
      url: "https://help.producthunt.com/en/articles/3615694-community-guidelines",
    },
    rewrite: expect.stringContaining("feedback"),
  });
});

test("one warning per rule and field, empty texts skipped", () => {
  const warnings = checkLaunchCopy([
    { field: "a", label: "A", text: "upvote upvote upvote" },
    { field: "b", label: "B", text: "   " },
  ]);
  expect(warnings.map((w) => [w.field, w.ruleId])).toEqual([["a", "asking-for-votes"]]);
});

test("every rule has a name, a source link and a rewrite direction", () => {
  for (const rule of LAUNCH_COPY_RULES) {
    expect(rule.name).not.toBe("");
    expect(rule.source.url).toMatch(/^https?:\/\//);
    expect(rule.rewrite.length).toBeGreaterThan(20);
    expect(Boolean(rule.patterns?.length) || Boolean(rule.test)).toBe(true);
  }
});

test("launchCopyFieldsFrom reads the module's saved fields safely", () => {
  expect(
    launchCopyFieldsFrom({ upvoteStrategy: "x", submissionProcess: 3 }, "creative").map((f) => [
      f.field,
      f.text,
    ]),
  ).toEqual([
    ["upvoteStrategy", "x"],
    ["submissionProcess", ""],
  ]);
  expect(launchCopyFieldsFrom(null, "launch")).toEqual([
    { field: "launchTimeline", label: "Launch timeline", text: "" },
  ]);
});

describe("the launch form's fields in the listing copy", () => {
  const listing = (text: string) =>
    checkLaunchCopy(launchCopyFieldsFrom({ submissionProcess: text }, "creative")).map(
      (w) => w.ruleId,
    );

  it("flags a long tagline with emoji and hype, and six topics", () => {
    const rules = listing(
      "Tagline: #1 BEST most revolutionary app for planning your launch ever 🚀🚀 !!!\nTopics: Games, iOS, Android, Kids, Education, Family",
    );
    expect(rules).toEqual(
      expect.arrayContaining(["tagline-length", "tagline-emoji", "tagline-hype", "topics-count"]),
    );
  });

  it("checks the name and the description lengths", () => {
    const rules = listing(
      `Name: ${"A".repeat(41)}\nDescription: ${"Word ".repeat(120)}\nTagline: Plan your launch`,
    );
    expect(rules).toEqual(["name-length", "description-length"]);
  });

  it("passes the wizard's own example style", () => {
    expect(
      listing("Tagline “A calm word puzzle for your commute” (34). Tags: Games, iOS, Android."),
    ).toEqual([]);
    expect(listingParts("Tagline “Short and clear” (15). Tags: A, B.")).toEqual([
      { kind: "tagline", label: "Tagline", text: "Short and clear" },
      { kind: "topics", label: "Topics", text: "A, B" },
    ]);
  });
});
