// A page's <title>: the page, the app it is about (when it is one app's page), the product. The
// offline worker lists kept pages by their title (public/sw.js), so an app's page names the app.

export const PRODUCT_NAME = "App Marketing Machine";

/** "Launch checklist · Tile Tales · App Marketing Machine" (no app: "Reports · App Marketing Machine"). */
export function pageTitle(page: string, appName?: string | null): string {
  return [page, appName, PRODUCT_NAME].filter(Boolean).join(" · ");
}
