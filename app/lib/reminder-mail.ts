// The body of a reminder or notice email, as plain text and simple HTML: a few paragraphs, lists
// of items each with its link, one main link, and a footer that says why the person got it, where
// to change it and how to stop it (the one-click link of the List-Unsubscribe header, shown too).
// Pure: no tracking pixel, no rewritten links, every typed text escaped in the HTML.

export type ReminderItem = {
  /** What it is: a task's title. */
  text: string;
  /** A second line: the app, the due time, the owner. */
  detail?: string;
  url?: string;
};

export type ReminderSection = {
  heading: string;
  items: ReminderItem[];
  /** Said after the items: "and 4 more on the checklist". */
  more?: string;
};

export type ReminderMailContent = {
  productName: string;
  paragraphs: string[];
  sections?: ReminderSection[];
  action?: { label: string; url: string };
  /** Why the person got this email. */
  reason: string;
  settingsUrl: string;
  /** "Stop task reminders" and its one-click link. */
  unsubscribe: { label: string; url: string };
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function textSection(section: ReminderSection): string {
  const lines = [section.heading];
  for (const item of section.items) {
    lines.push(`- ${item.text}`);
    if (item.detail) lines.push(`  ${item.detail}`);
    if (item.url) lines.push(`  ${item.url}`);
  }
  if (section.more) lines.push(section.more);
  return lines.join("\n");
}

const MUTED = "font-size:13px;color:#475569";

function htmlSection(section: ReminderSection): string {
  const items = section.items
    .map((item) => {
      const title = item.url
        ? `<a href="${escapeHtml(item.url)}" style="color:#4338ca">${escapeHtml(item.text)}</a>`
        : escapeHtml(item.text);
      const detail = item.detail
        ? `<br><span style="${MUTED}">${escapeHtml(item.detail)}</span>`
        : "";
      return `<li style="margin:0 0 8px">${title}${detail}</li>`;
    })
    .join("");
  const more = section.more
    ? `<p style="margin:0 0 16px;${MUTED}">${escapeHtml(section.more)}</p>`
    : "";
  return `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(section.heading)}</h2><ul style="margin:0 0 16px;padding-left:20px">${items}</ul>${more}`;
}

/** The plain-text and HTML bodies of a reminder. */
export function renderReminderMail(content: ReminderMailContent): { text: string; html: string } {
  const sections = content.sections ?? [];
  const footer = [
    content.reason,
    `Email settings: ${content.settingsUrl}`,
    `${content.unsubscribe.label}: ${content.unsubscribe.url}`,
  ];
  const text = [
    ...content.paragraphs,
    ...sections.map(textSection),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    `— ${content.productName}`,
    footer.join("\n"),
  ].join("\n\n");

  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const link = (label: string, url: string) =>
    `<a href="${escapeHtml(url)}" style="color:#475569">${escapeHtml(label)}</a>`;
  const button = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><p style="margin:0 0 24px;font-weight:700;color:#4338ca">${escapeHtml(content.productName)}</p>${content.paragraphs.map(p).join("")}${sections.map(htmlSection).join("")}${button}<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0"><p style="margin:0 0 8px;${MUTED}">${escapeHtml(content.reason)}</p><p style="margin:0;${MUTED}">${link("Email settings", content.settingsUrl)} · ${link(content.unsubscribe.label, content.unsubscribe.url)}</p></body></html>`;
  return { text, html };
}

/** "1 task", "2 tasks". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
