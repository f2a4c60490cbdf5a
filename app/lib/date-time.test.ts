// The one date style of pages, emails and the PDF, across zones and at the day's edges.
import { describe, expect, test } from "vitest";

import { formatDate, formatDateTime, formatDayOfMonth, formatMonth, formatTime } from "./date-time";

// 18:45 UTC on Friday 4 December 2026: already Saturday in Kolkata (UTC+5:30), still Friday
// morning in Los Angeles (UTC−8).
const EVENING_UTC = new Date("2026-12-04T18:45:00Z");
// 07:59 UTC on Saturday 5 December: Saturday in Kolkata, still Friday night in Los Angeles.
const MORNING_UTC = new Date("2026-12-05T07:59:00Z");

describe("the one date style", () => {
  test("an instant is the day and time it is in the reader's zone", () => {
    expect(formatDateTime(EVENING_UTC, "Asia/Kolkata")).toBe("Sat, 5 Dec 2026, 12:15 AM");
    expect(formatDateTime(EVENING_UTC, "America/Los_Angeles")).toBe("Fri, 4 Dec 2026, 10:45 AM");
    expect(formatDateTime(MORNING_UTC, "Asia/Kolkata")).toBe("Sat, 5 Dec 2026, 1:29 PM");
    expect(formatDateTime(MORNING_UTC, "America/Los_Angeles")).toBe("Fri, 4 Dec 2026, 11:59 PM");
    expect(formatDate(EVENING_UTC, "Asia/Kolkata")).toBe("Sat, 5 Dec 2026");
    expect(formatDate(EVENING_UTC, "America/Los_Angeles")).toBe("Fri, 4 Dec 2026");
  });

  test("the day boundary: midnight belongs to the new day, a minute before to the old", () => {
    const kolkataMidnight = new Date("2026-12-04T18:30:00Z");
    expect(formatDateTime(kolkataMidnight, "Asia/Kolkata")).toBe("Sat, 5 Dec 2026, 12:00 AM");
    expect(formatDateTime(new Date(kolkataMidnight.getTime() - 60_000), "Asia/Kolkata")).toBe(
      "Fri, 4 Dec 2026, 11:59 PM",
    );
    const laMidnight = new Date("2026-12-05T08:00:00Z");
    expect(formatDateTime(laMidnight, "America/Los_Angeles")).toBe("Sat, 5 Dec 2026, 12:00 AM");
    expect(formatDate(new Date(laMidnight.getTime() - 1), "America/Los_Angeles")).toBe(
      "Fri, 4 Dec 2026",
    );
  });

  test("a calendar date is its own day in every zone; an unknown zone is UTC", () => {
    for (const zone of ["Asia/Kolkata", "America/Los_Angeles", "UTC", "Not/AZone"]) {
      expect(formatDate("2026-12-05", zone)).toBe("Sat, 5 Dec 2026");
    }
    expect(formatDateTime(EVENING_UTC, "Not/AZone")).toBe("Fri, 4 Dec 2026, 6:45 PM");
  });

  test("times, months and a calendar's days in the same words", () => {
    expect(formatTime(EVENING_UTC, "America/Los_Angeles")).toBe("10:45 AM");
    expect(formatMonth("2026-12")).toBe("December 2026");
    expect(formatDayOfMonth("2026-12-05")).toBe("Sat, 5 Dec");
  });

  test("never the other styles: no month before the day, no month spelled out in a date", () => {
    for (const text of [
      formatDate(EVENING_UTC, "Asia/Kolkata"),
      formatDateTime(MORNING_UTC, "America/Los_Angeles"),
    ]) {
      expect(text).not.toMatch(/\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* \d{1,2},/);
      expect(text).not.toMatch(/December/);
    }
  });
});
