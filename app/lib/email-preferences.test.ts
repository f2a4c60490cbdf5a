import { describe, expect, test } from "vitest";

import {
  daysBeforeLabel,
  EMAIL_DEFAULTS,
  EMAIL_KIND_NAMES,
  emailKindLabel,
  hourLabel,
  maskEmail,
  REMINDER_DAYS_BEFORE,
  REMINDER_HOURS,
} from "./email-preferences";

describe("email settings", () => {
  test("the four kinds; reminders and the countdown on by default, the digest off, 09:00, 1 day", () => {
    expect(EMAIL_KIND_NAMES).toEqual([
      "taskReminders",
      "launchCountdown",
      "weeklyDigest",
      "teamNotices",
    ]);
    expect(EMAIL_DEFAULTS).toEqual({
      taskReminders: true,
      launchCountdown: true,
      weeklyDigest: false,
      teamNotices: true,
      reminderHour: 9,
      reminderDaysBefore: 1,
    });
    expect(emailKindLabel("weeklyDigest")).toBe("Weekly digest");
  });

  test("hours 00:00 to 23:00, and on the day, 1 or 2 days before", () => {
    expect(REMINDER_HOURS).toHaveLength(24);
    expect(REMINDER_HOURS[0]).toEqual({ value: "0", label: "00:00" });
    expect(REMINDER_HOURS[23]).toEqual({ value: "23", label: "23:00" });
    expect(hourLabel(9)).toBe("09:00");
    expect(REMINDER_DAYS_BEFORE.map((d) => d.label)).toEqual([
      "On the day",
      "1 day before",
      "2 days before",
    ]);
    expect(daysBeforeLabel(0)).toBe("On the day");
  });

  test("an address is shown with its first letter and its domain only", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j•••@example.com");
    expect(maskEmail("a@b.co")).toBe("a•••@b.co");
    expect(maskEmail("odd@name@example.com")).toBe("o•••@example.com");
    expect(maskEmail("no-at-sign")).toBe("•••");
  });
});
