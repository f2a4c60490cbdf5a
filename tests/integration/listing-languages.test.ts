// The store listing in every language, in and out as fastlane metadata: the JSON API, the zip
// export and import (each layout, default/, UTF-16, a language with different codes per store,
// keywords over 100 bytes but under 100 characters, the round trip, each refusal), tenancy and
// the trial's end.
import { describe, expect, test } from "vitest";

import { parseMetadata } from "~/lib/fastlane-metadata";
import * as listingApi from "~/routes/api.apps.$appId.listing";
import * as listingsApi from "~/routes/api.apps.$appId.listings";
import * as localeApi from "~/routes/api.apps.$appId.listings.$locale";
import * as importApi from "~/routes/api.apps.$appId.listings.import";
import * as exportRoute from "~/routes/apps.$appId.listing.fastlane[.]zip";
import { db } from "~/services/db.server";
import { readMetadataZip } from "~/services/fastlane-zip.server";

import { type Entry, FOLDER, zipOf } from "./fastlane-fixtures";
import { BASE, createSignedInUser, getRequest, jsonRequest, routeArgs, settle } from "./helpers";
import { endTrial, newApp } from "./workspace-helpers";

function uploadRequest(path: string, bytes: Buffer, cookie: string) {
  const form = new FormData();
  form.append(
    "file",
    new File([new Uint8Array(bytes)], "metadata.zip", { type: "application/zip" }),
  );
  return new Request(`${BASE}${path}`, { method: "POST", body: form, headers: { Cookie: cookie } });
}

async function importZip(appId: string, cookie: string, bytes: Buffer, confirm: boolean) {
  return settle(() =>
    importApi.action(
      routeArgs(
        uploadRequest(
          `/api/apps/${appId}/listings/import${confirm ? "?confirm=1" : ""}`,
          bytes,
          cookie,
        ),
        { appId },
      ),
    ),
  );
}

async function listings(appId: string, cookie: string) {
  const res = await settle(() =>
    listingsApi.loader(routeArgs(getRequest(`/api/apps/${appId}/listings`, cookie), { appId })),
  );
  return { status: res.status, body: res.status === 200 ? await res.json() : null };
}

async function exportZip(appId: string, cookie: string) {
  const res = await settle(() =>
    exportRoute.loader(
      routeArgs(getRequest(`/apps/${appId}/listing/fastlane.zip`, cookie), { appId }),
    ),
  );
  return { res, bytes: res.status === 200 ? Buffer.from(await res.arrayBuffer()) : null };
}

describe("listing languages and fastlane metadata", () => {
  test("an import previews, saves on confirm, and exports the same text back", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id, { name: "Tile Tales" });
    const zip = await zipOf(FOLDER);

    const preview = await importZip(app.id, me.cookie, zip, false);
    expect(preview.status).toBe(200);
    const summary = await preview.json();
    // en-US, ja, he, fr-FR (deliver); iw-IL is he, ja-JP is ja (supply).
    expect(summary.locales).toBe(4);
    expect(summary.overLimit).toEqual([
      expect.objectContaining({
        locale: "ja",
        field: "appleKeywords",
        length: 109,
        limit: 100,
        unit: "bytes",
      }),
    ]);
    const ignored = Object.fromEntries(
      summary.ignored.map((i: { path: string; reason: string }) => [
        i.path.replace("myapp/fastlane/metadata/", ""),
        i.reason,
      ]),
    );
    expect(ignored).toMatchObject({
      "copyright.txt": "not listing text",
      "xx-YY/name.txt": "unknown App Store language \u201cxx-YY\u201d",
      "review_information/notes.txt": "not listing text",
      "android/en-US/video.txt": "not listing text",
      "android/en-US/images/icon.png": "not listing text",
    });
    expect(await db.listingLocale.count({ where: { appId: app.id } })).toBe(0);

    expect((await importZip(app.id, me.cookie, zip, true)).status).toBe(200);
    const { body } = await listings(app.id, me.cookie);
    expect(body.defaultLocale).toBe("en-US");
    const byLocale = Object.fromEntries(
      body.listings.map((l: { locale: string }) => [l.locale, l]),
    );
    expect(Object.keys(byLocale).sort()).toEqual(["en-US", "fr-FR", "he", "ja"]);
    expect(byLocale.he).toMatchObject({
      appStoreLocale: "he",
      playLocale: "iw-IL",
      translated: true,
    });
    expect(byLocale.he.fields).toMatchObject({
      appleSubtitle: "משחק מילים רגוע",
      playTitle: "אריחים",
    });
    // default/ fills what a language lacks, never what it has.
    expect(byLocale["en-US"].fields.appleName).toBe("Tile Tales: Word Puzzles");
    expect(byLocale.ja.fields.appleName).toBe("Tile Tales");
    expect(byLocale.ja.fields.applePrivacyUrl).toBe("https://tile.example/privacy");
    expect(byLocale["fr-FR"].fields.appleDescription).toBe("Des mots, calmement.");
    expect(byLocale["en-US"].fields.playReleaseNotes).toEqual({ "27": "Faster tiles." });
    expect(byLocale.ja.overLimit).toEqual([
      { field: "appleKeywords", length: 109, limit: 100, unit: "bytes" },
    ]);

    // The round trip: the export read back holds the same text for every field.
    const { res, bytes } = await exportZip(app.id, me.cookie);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    const back = await readMetadataZip(bytes!);
    if (!back.ok) throw new Error(back.reason);
    const paths = back.files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "README.txt",
        "REPORT.txt",
        "fastlane/metadata/ja/keywords.txt",
        "fastlane/metadata/android/iw-IL/title.txt",
        "fastlane/metadata/android/en-US/changelogs/27.txt",
      ]),
    );
    expect(paths).not.toContain("fastlane/metadata/en-US/subtitle.txt");
    const report = back.files.find((f) => f.path === "REPORT.txt")!.text;
    expect(report).toContain(
      "App Store (deliver) would refuse ja (ja) App Store keywords: 109 bytes, the limit is 100.",
    );
    const sent = await readMetadataZip(zip);
    if (!sent.ok) throw new Error(sent.reason);
    const original = parseMetadata(sent.files);
    expect(parseMetadata(back.files).languages).toEqual(original.languages);
    // UTF-8 without a byte order mark.
    expect(bytes!.indexOf(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(-1);
  });

  test("each refusal is 422 with its reason, and nothing is written", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const cases: [string, Entry[], RegExp][] = [
      ["../ path", [{ path: "XX/evil/name.txt", data: "x" }], /leaves its folder/],
      [
        "link",
        [{ path: "fastlane/metadata/en-US/name.txt", data: "/etc/passwd", mode: 0o120777 }],
        /link/,
      ],
      [
        "too many",
        Array.from({ length: 2001 }, (_, i) => ({ path: `f${i}.png`, data: "" })),
        /2001 files/,
      ],
      ["too big", [{ path: "big.bin", data: Buffer.alloc(51 * 1024 * 1024) }], /more than 50 MB/],
      [
        "long text",
        [{ path: "metadata/en-US/description.txt", data: "x".repeat(65 * 1024) }],
        /over 64 KB/,
      ],
      [
        "not text",
        [{ path: "metadata/en-US/name.txt", data: Buffer.from([0xc3, 0x28]) }],
        /not text/,
      ],
      ["no listing", [{ path: "readme.md", data: "hi" }], /no listing text/],
    ];
    for (const [name, entries, reason] of cases) {
      const res = await importZip(app.id, me.cookie, await zipOf(entries), true);
      expect(res.status, name).toBe(422);
      expect((await res.json()).message, name).toMatch(reason);
    }
    const notZip = await importZip(app.id, me.cookie, Buffer.from("hello"), true);
    expect(notZip.status).toBe(422);
    expect(await db.listingLocale.count({ where: { appId: app.id } })).toBe(0);
  });

  test("PUT keeps left-out fields, a new language starts as the default's copy, DELETE is 204", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const put = (locale: string, body: unknown) =>
      settle(() =>
        localeApi.action(
          routeArgs(
            jsonRequest(`/api/apps/${app.id}/listings/${locale}`, body, {
              method: "PUT",
              cookie: me.cookie,
            }),
            {
              appId: app.id,
              locale,
            },
          ),
        ),
      );
    // The old single-listing API writes the default language.
    await settle(() =>
      listingApi.action(
        routeArgs(
          jsonRequest(
            `/api/apps/${app.id}/listing`,
            { appleName: "Pocket Pets", playTitle: "Pocket Pets" },
            { method: "PUT", cookie: me.cookie },
          ),
          { appId: app.id },
        ),
      ),
    );
    expect((await put("de-DE", { appleSubtitle: "Haustiere" })).status).toBe(200);
    expect((await put("de-DE", { appleKeywords: "tiere, tiere,hund" })).status).toBe(200);
    let { body } = await listings(app.id, me.cookie);
    const de = body.listings.find((l: { locale: string }) => l.locale === "de-DE");
    expect(de.fields).toMatchObject({
      appleName: "Pocket Pets",
      appleSubtitle: "Haustiere",
      appleKeywords: "tiere,hund",
    });
    expect((await put("xx", { appleName: "x" })).status).toBe(404);
    expect((await put("de-DE", { playTitle: "x".repeat(31) })).status).toBe(400);
    const del = (locale: string) =>
      settle(() =>
        localeApi.action(
          routeArgs(
            jsonRequest(`/api/apps/${app.id}/listings/${locale}`, undefined, {
              method: "DELETE",
              cookie: me.cookie,
            }),
            { appId: app.id, locale },
          ),
        ),
      );
    expect((await del("de-DE")).status).toBe(204);
    expect((await del("en-US")).status).toBe(409);
    ({ body } = await listings(app.id, me.cookie));
    expect(body.listings.map((l: { locale: string }) => l.locale)).toEqual(["en-US"]);
  });

  test("another company's app is 404 everywhere; after the trial an import is refused", async () => {
    const owner = await createSignedInUser();
    const other = await createSignedInUser();
    const app = await newApp(owner.tenant.id);
    const zip = await zipOf(FOLDER);
    expect((await listings(app.id, other.cookie)).status).toBe(404);
    expect((await exportZip(app.id, other.cookie)).res.status).toBe(404);
    expect((await importZip(app.id, other.cookie, zip, true)).status).toBe(404);
    await endTrial(owner.tenant.id);
    expect((await importZip(app.id, owner.cookie, zip, true)).status).toBe(403);
    expect(await db.listingLocale.count({ where: { appId: app.id } })).toBe(0);
    // Reading and exporting stay open.
    expect((await exportZip(app.id, owner.cookie)).res.status).toBe(200);
  });
});
