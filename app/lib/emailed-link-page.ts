// A page opened from an emailed link: never indexed, never cached, and its token never leaves in
// a Referer header.
import type { MetaFunction } from "@remix-run/node";

export const emailedLinkMeta =
  (title: string): MetaFunction =>
  () => [
    { title: `${title} · App Marketing Machine` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
  ];

export function emailedLinkHeaders() {
  return { "Referrer-Policy": "same-origin", "Cache-Control": "no-store" };
}
