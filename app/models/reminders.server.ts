// Reminders written into the outbox when they fall due (task reminders, the launch countdown,
// the weekly digest), each once per person and occasion by its dedupe key.
//
// Every server process runs this each minute (app/utils/jobs.server.ts), so nothing here reads
// "was it sent?" to decide: a message is written with `INSERT ... ON CONFLICT (dedupeKey) DO
// NOTHING` and the key alone makes it exist once. The keys already in the outbox are read first
// only to skip composing what exists. When each occasion falls due, in the person's zone, is
// app/lib/reminders.ts; who may get email at all and the email's footer, reminder-mail.server.ts.
import {
  formatInZone,
  formatLaunchDate,
  launchStartsAt,
  storedToLaunchDate,
} from "~/lib/checklist";
import { addDays, daysBetween, isoDate, parseIsoDate, safeTimeZone } from "~/lib/dates";
import { KPI_METRICS } from "~/lib/kpi";
import { plural, type ReminderItem, type ReminderSection } from "~/lib/reminder-mail";
import {
  dueLaunchOccasions,
  dueTaskReminder,
  dueWeeklyDigest,
  launchDateWindow,
  type LaunchOccasion,
  localDate,
  localDayBounds,
  productHuntStartInZone,
  reminderKeys,
  taskDueWindow,
} from "~/lib/reminders";
import { db } from "~/services/db.server";
import { appLink } from "~/services/mail.server";
import { enqueueMail, type OutboxInput } from "~/services/outbox.server";

import {
  checklistLink,
  reachableUserWhere,
  remindedTenantWhere,
  reminderMessage,
  taskLink,
} from "./reminder-mail.server";

/** At most this many tasks are listed in one email (the rest are counted). */
const LISTED_TASKS_MAX = 25;
/** The digest lists at most this many tasks per app. */
const DIGEST_TASKS_PER_APP = 10;
/** Dedupe keys looked up per query. */
const KEY_BATCH = 500;
/** Messages written per transaction (on SQLite it holds the write lock: keep it short). */
const WRITE_BATCH = 50;

/** A message that may be due: composed only when its key is not in the outbox yet. */
type Candidate = { key: string; compose: () => OutboxInput };

/** Writes every reminder due as of `now` that is not written yet; returns how many it wrote. */
export async function scheduleReminders(now: Date): Promise<number> {
  let written = 0;
  written += await writeMissing(await taskReminders(now));
  written += await writeMissing(await launchCountdowns(now));
  written += await writeMissing(await weeklyDigests(now));
  return written;
}

/** The keys among `keys` that the outbox holds already. */
async function existingKeys(keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += KEY_BATCH) {
    const rows = await db.outboxMessage.findMany({
      where: { dedupeKey: { in: keys.slice(i, i + KEY_BATCH) } },
      select: { dedupeKey: true },
    });
    for (const row of rows) found.add(row.dedupeKey);
  }
  return found;
}

/** The items whose message is not in the outbox yet (before loading what composing needs). */
async function notWrittenYet<T>(items: T[], key: (item: T) => string): Promise<T[]> {
  if (items.length === 0) return [];
  const existing = await existingKeys(items.map(key));
  return items.filter((item) => !existing.has(key(item)));
}

/**
 * Composes and writes the candidates not in the outbox, WRITE_BATCH to a transaction (one commit
 * for many rows rather than one each); counts the rows this call wrote. Rows are written in key
 * order, so two schedulers inserting the same keys at once wait for each other in the same order
 * (PostgreSQL) instead of deadlocking.
 */
async function writeMissing(candidates: Candidate[]): Promise<number> {
  if (candidates.length === 0) return 0;
  const existing = await existingKeys(candidates.map((c) => c.key));
  const messages = candidates
    .filter((c) => !existing.has(c.key))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((c) => c.compose());
  let written = 0;
  for (let i = 0; i < messages.length; i += WRITE_BATCH) {
    const batch = messages.slice(i, i + WRITE_BATCH);
    written += await db.$transaction(async (tx) => {
      let count = 0;
      // Another server may have written the same key meanwhile: the insert then does nothing.
      for (const message of batch) if (await enqueueMail(message, tx)) count += 1;
      return count;
    });
  }
  return written;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const unique = (values: Iterable<string>) => [...new Set(values)];

// Task reminders ----------------------------------------------------------------------------

type ReminderTask = {
  id: string;
  title: string;
  dueAt: Date;
  assigneeId: string | null;
  app: { id: string; name: string; tenantId: string };
};

/**
 * Task reminders due as of `now`: to each task's owner, or every owner of the company when
 * nobody owns the task. One email per person for the tasks due on their chosen day (0, 1 or 2
 * days ahead) and one, the day after, for the open tasks that were due the day before.
 */
async function taskReminders(now: Date): Promise<Candidate[]> {
  const window = taskDueWindow(now);
  const tasks: ReminderTask[] = await db.checklistTask.findMany({
    where: {
      done: false,
      dueAt: { gte: window.from, lt: window.to },
      app: { tenant: remindedTenantWhere },
    },
    select: {
      id: true,
      title: true,
      dueAt: true,
      assigneeId: true,
      app: { select: { id: true, name: true, tenantId: true } },
    },
    orderBy: [{ dueAt: "asc" }, { sortOrder: "asc" }, { id: "asc" }],
  });
  if (tasks.length === 0) return [];
  const byAssignee = groupBy(
    tasks.filter((t) => t.assigneeId !== null),
    (t) => t.assigneeId as string,
  );
  const unassignedByTenant = groupBy(
    tasks.filter((t) => t.assigneeId === null),
    (t) => t.app.tenantId,
  );
  const people = await db.user.findMany({
    where: {
      AND: [
        reachableUserWhere(now),
        { emailTaskReminders: true },
        {
          OR: [
            { id: { in: [...byAssignee.keys()] } },
            { tenantId: { in: [...unassignedByTenant.keys()] }, teamRole: "owner" },
          ],
        },
      ],
    },
    select: {
      id: true,
      email: true,
      tenantId: true,
      teamRole: true,
      timeZone: true,
      reminderHour: true,
      reminderDaysBefore: true,
    },
  });
  const candidates: Candidate[] = [];
  for (const person of people) {
    const plan = dueTaskReminder(person, now);
    if (!plan) continue;
    const zone = safeTimeZone(person.timeZone);
    const theirs = [
      ...(byAssignee.get(person.id) ?? []),
      ...(person.teamRole === "owner" ? (unassignedByTenant.get(person.tenantId) ?? []) : []),
    ].sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    const on = (date: string) => theirs.filter((t) => localDate(t.dueAt, zone) === date);
    const due = on(plan.dueDate);
    const overdue = on(plan.overdueDate);
    if (due.length > 0) {
      candidates.push({
        key: reminderKeys.taskReminder(person.id, plan.dueDate),
        compose: () => dueTasksMessage(person, zone, plan, due),
      });
    }
    if (overdue.length > 0) {
      candidates.push({
        key: reminderKeys.overdue(person.id, plan.overdueDate),
        compose: () => overdueTasksMessage(person, zone, plan.overdueDate, overdue),
      });
    }
  }
  return candidates;
}

type Person = { id: string; email: string };

/** "today", "tomorrow", "in 2 days". */
function daysAhead(from: string, to: string): string {
  const days = daysBetween(from, to);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  return `in ${days} days`;
}

/** Tasks listed app by app, each with its due time in the reader's zone and its link. */
function taskSections(
  tasks: readonly ReminderTask[],
  detail: (task: ReminderTask) => string,
): ReminderSection[] {
  const listed = tasks.slice(0, LISTED_TASKS_MAX);
  const sections = [...groupBy(listed, (t) => t.app.id).values()].map(
    (appTasks): ReminderSection => ({
      heading: appTasks[0].app.name,
      items: appTasks.map((task): ReminderItem => ({
        text: task.title,
        detail: `${detail(task)}${task.assigneeId === null ? " · Nobody owns it yet (you get it as an owner of the company)" : ""}`,
        url: taskLink(task.app.id, task.id),
      })),
    }),
  );
  const rest = tasks.length - listed.length;
  if (rest > 0 && sections.length > 0) {
    sections[sections.length - 1].more = `And ${plural(rest, "more task")} on your checklists.`;
  }
  return sections;
}

/** The one main link: the app's checklist, or the calendar of every app. */
function tasksAction(tasks: readonly ReminderTask[]) {
  const apps = unique(tasks.map((t) => t.app.id));
  return apps.length === 1
    ? { label: "Open the checklist", url: checklistLink(apps[0]) }
    : { label: "Open your calendar", url: appLink("/calendar") };
}

function dueTasksMessage(
  person: Person,
  zone: string,
  plan: { sendDate: string; dueDate: string },
  tasks: readonly ReminderTask[],
): OutboxInput {
  const when = daysAhead(plan.sendDate, plan.dueDate);
  const whenTitle = when.charAt(0).toUpperCase() + when.slice(1);
  return reminderMessage({
    to: person,
    kind: "taskReminders",
    dedupeKey: reminderKeys.taskReminder(person.id, plan.dueDate),
    subject:
      tasks.length === 1
        ? `Due ${when}: ${tasks[0].title}`
        : `Due ${when}: ${plural(tasks.length, "task")} on your launch checklist`,
    paragraphs: [
      `${whenTitle}, ${formatLaunchDate(plan.dueDate)}, ${tasks.length === 1 ? "this task is" : `these ${tasks.length} tasks are`} due (times in ${zone}):`,
    ],
    sections: taskSections(tasks, (t) => `Due ${formatInZone(t.dueAt, zone)}`),
    action: tasksAction(tasks),
  });
}

function overdueTasksMessage(
  person: Person,
  zone: string,
  dueDate: string,
  tasks: readonly ReminderTask[],
): OutboxInput {
  return reminderMessage({
    to: person,
    kind: "taskReminders",
    dedupeKey: reminderKeys.overdue(person.id, dueDate),
    subject:
      tasks.length === 1
        ? `Overdue: ${tasks[0].title}`
        : `Overdue: ${plural(tasks.length, "task")} from yesterday`,
    paragraphs: [
      `${tasks.length === 1 ? "This task was" : `These ${tasks.length} tasks were`} due yesterday, ${formatLaunchDate(dueDate)}, and ${tasks.length === 1 ? "is" : "are"} not done yet. Tick ${tasks.length === 1 ? "it" : "them"} off when done, or move ${tasks.length === 1 ? "it" : "them"} to a new date. This is the only reminder about ${tasks.length === 1 ? "it" : "them"}.`,
    ],
    sections: taskSections(tasks, (t) => `Was due ${formatInZone(t.dueAt, zone)}`),
    action: tasksAction(tasks),
  });
}

// Launch countdown --------------------------------------------------------------------------

/**
 * The launch countdown due as of `now`, to every person of the app's company: 7 days and 1 day
 * before the launch date and on the day, at the person's hour, and one hour before the Product
 * Hunt launch starts (12:01 a.m. Pacific), said in the person's own time.
 */
async function launchCountdowns(now: Date): Promise<Candidate[]> {
  const window = launchDateWindow(now);
  const apps = await db.app.findMany({
    where: {
      launchDate: { gte: window.from, lte: window.to },
      tenant: remindedTenantWhere,
    },
    select: { id: true, name: true, tenantId: true, launchDate: true },
  });
  if (apps.length === 0) return [];
  const people = await db.user.findMany({
    where: {
      AND: [
        reachableUserWhere(now),
        { emailLaunchCountdown: true, tenantId: { in: unique(apps.map((a) => a.tenantId)) } },
      ],
    },
    select: { id: true, email: true, tenantId: true, timeZone: true, reminderHour: true },
  });
  const byTenant = groupBy(people, (p) => p.tenantId);
  const due: Array<{
    app: (typeof apps)[number];
    launchDate: string;
    person: (typeof people)[number];
    occasion: LaunchOccasion;
  }> = [];
  for (const app of apps) {
    const launchDate = storedToLaunchDate(app.launchDate as Date);
    for (const person of byTenant.get(app.tenantId) ?? []) {
      for (const occasion of dueLaunchOccasions(launchDate, person, now)) {
        due.push({ app, launchDate, person, occasion });
      }
    }
  }
  const keyOf = (d: (typeof due)[number]) =>
    reminderKeys.launch(d.app.id, d.person.id, d.occasion, d.launchDate);
  // Only the messages not written yet need the checklist's numbers.
  const pending = await notWrittenYet(due, keyOf);
  if (pending.length === 0) return [];
  const open = await openTasksBeforeLaunch(
    unique(pending.map((d) => d.app.id)),
    unique(pending.map((d) => d.launchDate)),
  );
  return pending.map(({ app, launchDate, person, occasion }) => ({
    key: reminderKeys.launch(app.id, person.id, occasion, launchDate),
    compose: () =>
      launchMessage(
        person,
        { id: app.id, name: app.name },
        launchDate,
        occasion,
        open(app.id, launchDate),
      ),
  }));
}

/** How many open tasks of each app fall due by the end of its launch day (Pacific). */
async function openTasksBeforeLaunch(appIds: string[], launchDates: string[]) {
  const latest = launchDates.reduce((a, b) => (a > b ? a : b));
  const tasks = await db.checklistTask.findMany({
    where: {
      appId: { in: appIds },
      done: false,
      dueAt: { lt: launchStartsAt(addDays(latest, 1)) },
    },
    select: { appId: true, dueAt: true },
  });
  const byApp = groupBy(tasks, (t) => t.appId);
  return (appId: string, launchDate: string) => {
    const end = launchStartsAt(addDays(launchDate, 1)).getTime();
    return (byApp.get(appId) ?? []).filter((t) => t.dueAt.getTime() < end).length;
  };
}

function launchMessage(
  person: Person & { timeZone: string },
  app: { id: string; name: string },
  launchDate: string,
  occasion: LaunchOccasion,
  openTasks: number,
): OutboxInput {
  const start = productHuntStartInZone(launchDate, person.timeZone);
  const day = formatLaunchDate(launchDate);
  const localStart = `${start.localTime} your time (${start.zone})`;
  const startsAt = `at ${start.pacificTime} Pacific, ${localStart}${start.localDate === launchDate ? "" : ` on ${formatLaunchDate(start.localDate)}`}`;
  const tasksLine =
    openTasks === 0
      ? "Every task on its checklist up to launch day is done."
      : `${plural(openTasks, "task")} on its checklist up to launch day ${openTasks === 1 ? "is" : "are"} still open.`;
  const text: Record<LaunchOccasion, { subject: string; paragraphs: string[] }> = {
    "7d": {
      subject: `${app.name} launches on Product Hunt in 7 days`,
      paragraphs: [
        `${app.name} launches on Product Hunt in a week, on ${day}. The Product Hunt day starts ${startsAt}.`,
        tasksLine,
      ],
    },
    "1d": {
      subject: `${app.name} launches on Product Hunt tomorrow`,
      paragraphs: [
        `${app.name} launches on Product Hunt tomorrow, ${day}. The Product Hunt day starts ${startsAt}.`,
        tasksLine,
      ],
    },
    day: {
      subject: `Launch day: ${app.name} on Product Hunt`,
      paragraphs: [
        `Today, ${day}, is launch day for ${app.name}. The Product Hunt day starts ${startsAt}, and every launch of the day shares the same 24 hours: answer every comment.`,
        tasksLine,
      ],
    },
    ph: {
      subject: `${app.name} goes live on Product Hunt in one hour`,
      paragraphs: [
        `${app.name} goes live on Product Hunt in one hour: ${startsAt}. Be there the minute it starts to post your first comment.`,
        tasksLine,
      ],
    },
  };
  return reminderMessage({
    to: person,
    kind: "launchCountdown",
    dedupeKey: reminderKeys.launch(app.id, person.id, occasion, launchDate),
    subject: text[occasion].subject,
    paragraphs: text[occasion].paragraphs,
    action: { label: "Open the checklist", url: checklistLink(app.id) },
  });
}

// Weekly digest -----------------------------------------------------------------------------

/**
 * The weekly digest (only for people who turned it on), on the first day of their week at their
 * hour: per app of the company, what is due this week, what is overdue, which of the app's
 * numbers were not logged for last week, and the plan's progress.
 */
async function weeklyDigests(now: Date): Promise<Candidate[]> {
  const people = await db.user.findMany({
    where: { AND: [reachableUserWhere(now), { emailWeeklyDigest: true }] },
    select: {
      id: true,
      email: true,
      tenantId: true,
      timeZone: true,
      reminderHour: true,
      weekStart: true,
    },
  });
  const due = people.flatMap((person) => {
    const occasion = dueWeeklyDigest(person, now);
    return occasion ? [{ person, week: occasion.date }] : [];
  });
  // Only the people whose digest is not written yet need the company's data.
  const pending = await notWrittenYet(due, (d) => reminderKeys.digest(d.person.id, d.week));
  if (pending.length === 0) return [];

  const apps = await db.app.findMany({
    where: { tenantId: { in: unique(pending.map((d) => d.person.tenantId)) } },
    select: { id: true, name: true, tenantId: true, progress: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  if (apps.length === 0) return [];
  const appIds = apps.map((a) => a.id);
  const weekEnd = (d: (typeof pending)[number]) =>
    localDayBounds(addDays(d.week, 6), d.person.timeZone).end;
  const latestEnd = new Date(Math.max(...pending.map((d) => weekEnd(d).getTime())));
  const earliestLastWeek = pending
    .map((d) => addDays(d.week, -7))
    .reduce((a, b) => (a < b ? a : b));
  const [tasks, tracked, recent] = await Promise.all([
    db.checklistTask.findMany({
      where: { appId: { in: appIds }, done: false, dueAt: { lt: latestEnd } },
      select: {
        id: true,
        title: true,
        dueAt: true,
        assigneeId: true,
        appId: true,
        assignee: { select: { email: true } },
      },
      orderBy: [{ dueAt: "asc" }, { sortOrder: "asc" }, { id: "asc" }],
    }),
    db.kpiEntry.groupBy({ by: ["appId", "metric"], where: { appId: { in: appIds } } }),
    db.kpiEntry.findMany({
      where: { appId: { in: appIds }, weekStart: { gte: parseIsoDate(earliestLastWeek) as Date } },
      select: { appId: true, metric: true, weekStart: true },
    }),
  ]);
  const appsByTenant = groupBy(apps, (a) => a.tenantId);
  const tasksByApp = groupBy(tasks, (t) => t.appId);
  const trackedByApp = groupBy(tracked, (t) => t.appId);
  const recentByApp = groupBy(recent, (e) => e.appId);

  return pending.flatMap(({ person, week }) => {
    const theirApps = appsByTenant.get(person.tenantId) ?? [];
    if (theirApps.length === 0) return [];
    const zone = safeTimeZone(person.timeZone);
    const end = weekEnd({ person, week }).getTime();
    const lastWeek = { from: addDays(week, -7), to: addDays(week, -1) };
    const digestApps = theirApps.map((app) => {
      const open = tasksByApp.get(app.id) ?? [];
      const logged = new Set(
        (recentByApp.get(app.id) ?? [])
          .filter(
            (e) => isoDate(e.weekStart) >= lastWeek.from && isoDate(e.weekStart) <= lastWeek.to,
          )
          .map((e) => e.metric),
      );
      const trackedMetrics = new Set((trackedByApp.get(app.id) ?? []).map((t) => t.metric));
      return {
        app,
        overdue: open.filter((t) => t.dueAt.getTime() < now.getTime()),
        dueThisWeek: open.filter(
          (t) => t.dueAt.getTime() >= now.getTime() && t.dueAt.getTime() < end,
        ),
        tracked: trackedMetrics.size,
        notLogged: KPI_METRICS.filter((m) => trackedMetrics.has(m.id) && !logged.has(m.id)).map(
          (m) => m.label,
        ),
      };
    });
    return [
      {
        key: reminderKeys.digest(person.id, week),
        compose: () => digestMessage(person, zone, week, digestApps),
      },
    ];
  });
}

type DigestTask = {
  id: string;
  title: string;
  dueAt: Date;
  assigneeId: string | null;
  assignee: { email: string } | null;
};

function ownerText(task: DigestTask, person: Person): string {
  if (task.assigneeId === person.id) return "yours";
  return task.assignee ? `owner ${task.assignee.email}` : "nobody owns it";
}

function digestMessage(
  person: Person,
  zone: string,
  week: string,
  apps: Array<{
    app: { id: string; name: string; progress: number };
    overdue: DigestTask[];
    dueThisWeek: DigestTask[];
    tracked: number;
    notLogged: string[];
  }>,
): OutboxInput {
  const dueCount = apps.reduce((sum, a) => sum + a.dueThisWeek.length, 0);
  const overdueCount = apps.reduce((sum, a) => sum + a.overdue.length, 0);
  const sections = apps.map(
    ({ app, overdue, dueThisWeek, tracked, notLogged }): ReminderSection => {
      const tasks = [
        ...overdue.map((t) => ({
          task: t,
          detail: `Overdue since ${formatInZone(t.dueAt, zone)}`,
        })),
        ...dueThisWeek.map((t) => ({ task: t, detail: `Due ${formatInZone(t.dueAt, zone)}` })),
      ];
      const listed = tasks.slice(0, DIGEST_TASKS_PER_APP);
      const items: ReminderItem[] = listed.map(({ task, detail }) => ({
        text: task.title,
        detail: `${detail} · ${ownerText(task, person)}`,
        url: taskLink(app.id, task.id),
      }));
      if (tasks.length === 0) items.push({ text: "Nothing due this week and nothing overdue." });
      items.push({
        text:
          tracked === 0
            ? "No weekly numbers logged yet."
            : notLogged.length === 0
              ? "Every number you track is logged for last week."
              : `Not logged for last week: ${notLogged.join(", ")}.`,
        url: appLink(`/analytics?app=${encodeURIComponent(app.id)}`),
      });
      const rest = tasks.length - listed.length;
      return {
        heading: `${app.name}: plan ${app.progress}% done · ${plural(dueThisWeek.length, "task")} due this week, ${overdue.length} overdue`,
        items,
        more: rest > 0 ? `And ${plural(rest, "more task")} on the checklist.` : undefined,
      };
    },
  );
  return reminderMessage({
    to: person,
    kind: "weeklyDigest",
    dedupeKey: reminderKeys.digest(person.id, week),
    subject: `Your week: ${plural(dueCount, "task")} due, ${overdueCount} overdue`,
    paragraphs: [`Your week starting ${formatLaunchDate(week)} (times in ${zone}).`],
    sections,
    action: { label: "Open your calendar", url: appLink("/calendar") },
  });
}
