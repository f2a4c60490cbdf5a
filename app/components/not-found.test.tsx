import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";

import { NOT_FOUND_MESSAGE, notFoundMessage, NotFoundPage } from "./not-found";

/** What Remix hands an error boundary for `throw new Response(text, { status: 404 })`. */
const thrown = (data: unknown) => ({ status: 404, statusText: "Not Found", internal: false, data });

describe("the 404 page", () => {
  test("says our own words, never the framework's", () => {
    const html = renderToStaticMarkup(<NotFoundPage />);
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain(NOT_FOUND_MESSAGE);
    expect(html).not.toContain("router");
  });

  test("shows a route's own sentence, such as the share link's", () => {
    const share = "This share link doesn't work: it was revoked, it expired, or it is mistyped.";
    expect(notFoundMessage(thrown(share))).toBe(share);
    expect(
      renderToStaticMarkup(<NotFoundPage message={notFoundMessage(thrown(share))} />),
    ).toContain("This share link doesn&#x27;t work");
  });

  test("the bare 'Not found' of an unknown URL, or no text, gives our message", () => {
    expect(notFoundMessage(thrown("Not found"))).toBe(NOT_FOUND_MESSAGE);
    expect(notFoundMessage(thrown(""))).toBe(NOT_FOUND_MESSAGE);
    expect(notFoundMessage(new Error("boom"))).toBe(NOT_FOUND_MESSAGE);
  });
});
