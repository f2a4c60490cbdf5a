// The email settings of /preferences ("Email") and of the unsubscribe page: the four kinds of
// email a person can turn on or off (User.emailTaskReminders ...), the hour reminders go out at
// and how many days before a task is due. Shared by the pages and the server's validation.

/** The kinds, in the order the pages list them; `kind` is the unsubscribe link's kind. */
export const EMAIL_KIND_CHOICES = [
  {
    kind: "taskReminders",
    label: "Task reminders",
    hint: "The chosen days before a task is due, at the chosen hour: one email listing them. Overdue ones the day after.",
  },
  {
    kind: "launchCountdown",
    label: "Launch countdown",
    hint: "7 days and 1 day before launch day, that morning, and an hour before Product Hunt's 12:01 a.m. Pacific start.",
  },
  {
    kind: "weeklyDigest",
    label: "Weekly digest",
    hint: "On the first day of your week: due this week, overdue, numbers not logged, plan progress.",
  },
  {
    kind: "teamNotices",
    label: "Team notices",
    hint: "When a task is given to you, when someone accepts your invitation.",
  },
] as const;

export type EmailKindName = (typeof EMAIL_KIND_CHOICES)[number]["kind"];

export const EMAIL_KIND_NAMES = EMAIL_KIND_CHOICES.map(
  (choice) => choice.kind,
) as unknown as readonly [EmailKindName, ...EmailKindName[]];

export function emailKindLabel(kind: EmailKindName): string {
  return EMAIL_KIND_CHOICES.find((choice) => choice.kind === kind)?.label ?? kind;
}

export type EmailKinds = Record<EmailKindName, boolean>;

export type EmailPreferences = EmailKinds & {
  /** 0-23, in the person's time zone. */
  reminderHour: number;
  /** 0 (on the day), 1 or 2. */
  reminderDaysBefore: number;
};

/** What every account starts with (the User columns' defaults). */
export const EMAIL_DEFAULTS: EmailPreferences = {
  taskReminders: true,
  launchCountdown: true,
  weeklyDigest: false,
  teamNotices: true,
  reminderHour: 9,
  reminderDaysBefore: 1,
};

export const REMINDER_HOUR_MAX = 23;

/** "00:00" ... "23:00". */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

export const REMINDER_HOURS = Array.from({ length: REMINDER_HOUR_MAX + 1 }, (_, hour) => ({
  value: String(hour),
  label: hourLabel(hour),
}));

export const REMINDER_DAYS_BEFORE = [
  { value: "0", label: "On the day" },
  { value: "1", label: "1 day before" },
  { value: "2", label: "2 days before" },
] as const;

export const REMINDER_DAYS_BEFORE_MAX = REMINDER_DAYS_BEFORE.length - 1;

export function daysBeforeLabel(days: number): string {
  return REMINDER_DAYS_BEFORE.find((option) => option.value === String(days))?.label ?? "";
}

/**
 * An address shown on a page opened from an emailed link: enough for its owner to recognise it,
 * not the whole address ("j•••@example.com").
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}
