import { describe, expect, it } from "vitest";

import { plural, renderReminderMail } from "./reminder-mail";

const content = {
  productName: "App Marketing Machine",
  paragraphs: ["Tomorrow, these 2 tasks are due:"],
  sections: [
    {
      heading: "Pets & <Friends>",
      items: [
        {
          text: `Post "the" <b>teaser</b>`,
          detail: "Due Thu, 11 Jun 2026, 9:00 AM GMT+1",
          url: "https://app.example.test/apps/a1/checklist#task-t1",
        },
        { text: "Plain item" },
      ],
      more: "And 3 more tasks on your checklists.",
    },
  ],
  action: { label: "Open the checklist", url: "https://app.example.test/apps/a1/checklist" },
  reason: "You get this email because task reminders are on in your email settings.",
  settingsUrl: "https://app.example.test/preferences",
  unsubscribe: { label: "Stop task reminders", url: "https://app.example.test/unsubscribe/x.y" },
};

describe("renderReminderMail", () => {
  it("the text lists each item with its link, then the footer with both links", () => {
    const { text } = renderReminderMail(content);
    expect(text).toContain('Pets & <Friends>\n- Post "the" <b>teaser</b>\n  Due Thu');
    expect(text).toContain("  https://app.example.test/apps/a1/checklist#task-t1");
    expect(text).toContain("And 3 more tasks on your checklists.");
    expect(text).toContain("Open the checklist: https://app.example.test/apps/a1/checklist");
    expect(text).toContain("Email settings: https://app.example.test/preferences");
    expect(text).toContain("Stop task reminders: https://app.example.test/unsubscribe/x.y");
  });

  it("the HTML escapes every text, links as they are, and loads nothing", () => {
    const { html } = renderReminderMail(content);
    expect(html).toContain("Pets &#38; &#60;Friends&#62;");
    expect(html).toContain("Post &#34;the&#34; &#60;b&#62;teaser&#60;/b&#62;");
    expect(html).not.toContain("<b>");
    expect(html).toContain('href="https://app.example.test/apps/a1/checklist#task-t1"');
    expect(html).toContain('href="https://app.example.test/unsubscribe/x.y"');
    expect(html).toContain(">Stop task reminders</a>");
    expect(html).not.toMatch(/<img|<script|src=/i);
  });

  it("plural", () => {
    expect(plural(1, "task")).toBe("1 task");
    expect(plural(2, "task")).toBe("2 tasks");
    expect(plural(0, "more task")).toBe("0 more tasks");
  });
});
