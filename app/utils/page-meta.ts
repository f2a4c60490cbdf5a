// A page's <title>, built from its `handle.title` (the heading the signed-in layout shows), so
// the title is written once. A tab reads it in sentence case, then what the page is about (the
// app's name, which the offline list shows kept pages by: public/sw.js), then the section and
// the product: "Launch checklist · PocketPets · App Marketing Machine".
import type { MetaArgs, MetaFunction } from "@remix-run/node";

const PRODUCT = "App Marketing Machine";

/** "Pick a Category" → "Pick a category": a capitalised word after the first is lowered. */
export function tabTitle(title: string): string {
  return title
    .split(" ")
    .map((word, i) => (i > 0 && /^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))
    .join(" ");
}

/** The page's `meta`: its handle's title, what it is about (from its data) and its section. */
export function pageMeta<Loader = unknown>(
  handle: { title: string },
  options: {
    about?: (data: MetaArgs<Loader>["data"]) => string | null | undefined;
    section?: string;
  } = {},
): MetaFunction<Loader> {
  const title = tabTitle(handle.title);
  return ({ data }) => [
    {
      title: [title, options.about?.(data), options.section, PRODUCT].filter(Boolean).join(" · "),
    },
  ];
}
