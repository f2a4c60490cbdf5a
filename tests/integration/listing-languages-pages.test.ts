// The studio's pages with JavaScript off (form posts): import a fastlane folder (preview, then the
// second post with the same upload's id saves it, once), the matrix, fix one over-limit field in
// its language's editor, Play release notes per version code, add and remove a language, and the
// export.
import { describe, expect, test } from "vitest";

import { parseMetadata } from "~/lib/fastlane-metadata";
import * as listingPage from "~/routes/_app.apps.$appId.listing/route";
import * as importPage from "~/routes/_app.apps.$appId.listing_.import/route";
import * as localeApi from "~/routes/api.apps.$appId.listings.$locale";
import * as exportRoute from "~/routes/apps.$appId.listing.fastlane[.]zip";
import { db } from "~/services/db.server";
import { readMetadataZip } from "~/services/fastlane-zip.server";

import { FOLDER, zipOf } from "./fastlane-fixtures";
import {
  BASE,
  createSignedInUser,
  formRequest,
  getRequest,
  jsonRequest,
  routeArgs,
  settle,
} from "./helpers";
import { endTrial, newApp, settleOutcome } from "./workspace-helpers";

type Page = Awaited<ReturnType<typeof listingPage.loader>>;

async function studio(appId: string, cookie: string, lang?: string) {
  const path = `/apps/${appId}/listing${lang ? `?lang=${lang}` : ""}`;
  return (await listingPage.loader(routeArgs(getRequest(path, cookie), { appId }))) as Page;
}

function multipart(path: string, bytes: Buffer, cookie: string) {
  const form = new FormData();
  form.append("intent", "preview");
  form.append("file", new File([new Uint8Array(bytes)], "metadata.zip"));
  return new Request(`${BASE}${path}`, { method: "POST", body: form, headers: { Cookie: cookie } });
}

describe("the studio in every language, JavaScript off", () => {
  test("import, preview, confirm once, fix an over-limit field, add and remove a language", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id, { name: "Tile Tales" });
    const path = `/apps/${app.id}/listing/import`;
    const zip = await zipOf(FOLDER);
    const preview = await settle(() =>
      importPage.action(routeArgs(multipart(path, zip, me.cookie), { appId: app.id })),
    );
    expect(preview.status).toBe(302);
    const location = preview.headers.get("Location")!;
    const upload = new URL(location, BASE).searchParams.get("upload")!;
    const shown = (await importPage.loader(
      routeArgs(getRequest(location, me.cookie), { appId: app.id }),
    )) as Awaited<ReturnType<typeof importPage.loader>>;
    expect(shown.upload?.summary).toMatchObject({ locales: 4, fields: 17 });
    expect(await db.listingLocale.count({ where: { appId: app.id } })).toBe(0);

    const confirm = () =>
      settleOutcome(() =>
        importPage.action(
          routeArgs(formRequest(path, { intent: "confirm", upload }, { cookie: me.cookie }), {
            appId: app.id,
          }),
        ),
      );
    expect((await confirm()).status).toBe(302);
    // The same upload a second time saves nothing more.
    expect((await confirm()).status).toBe(410);

    let page = await studio(app.id, me.cookie);
    const ja = page.languages.find((l) => l.locale === "ja")!;
    expect(ja.cells.appleKeywords).toBe("over");
    expect(ja.cells.appleName).toBe("filled");
    expect(ja.cells.appleSubtitle).toBe("empty");

    // Fix the over-limit keywords in Japanese; another field over its limit would not block it.
    const save = await settle(() =>
      listingPage.action(
        routeArgs(
          formRequest(
            `/apps/${app.id}/listing?lang=ja`,
            { intent: "save", lang: "ja", ...studioFields(page, "ja"), appleKeywords: "語,パズル" },
            { cookie: me.cookie },
          ),
          { appId: app.id },
        ),
      ),
    );
    expect(save.status).toBe(302);
    expect(save.headers.get("Location")).toBe(`/apps/${app.id}/listing?lang=ja`);
    page = await studio(app.id, me.cookie, "ja");
    expect(page.view.listing.appleKeywords).toBe("語,パズル");
    expect(page.languages.find((l) => l.locale === "ja")!.overLimit).toBe(0);

    // Add a language: a copy of the default, not translated yet; then remove it.
    const post = (fields: Record<string, string>) =>
      settle(() =>
        listingPage.action(
          routeArgs(formRequest(`/apps/${app.id}/listing`, fields, { cookie: me.cookie }), {
            appId: app.id,
          }),
        ),
      );
    expect((await post({ intent: "add-language", locale: "de-DE" })).status).toBe(302);
    page = await studio(app.id, me.cookie, "de-DE");
    expect(page.language).toMatchObject({ translated: false, appStoreLocale: "de-DE" });
    expect(page.view.listing.appleName).toBe("Tile Tales: Word Puzzles");
    const de = page.languages.find((l) => l.locale === "de-DE")!;
    expect(de.cells.appleName).toBe("copied");
    expect((await post({ intent: "remove-language", locale: "de-DE" })).status).toBe(302);
    expect(await db.listingLocale.count({ where: { appId: app.id, locale: "de-DE" } })).toBe(0);
  });

  test("Play release notes per version code: edit, add, remove on the page; the API and the zip carry them", async () => {
    const me = await createSignedInUser();
    const app = await newApp(me.tenant.id, { name: "Tile Tales" });
    const zip = await zipOf(FOLDER);
    const upload = new URL(
      (
        await settle(() =>
          importPage.action(
            routeArgs(multipart(`/apps/${app.id}/listing/import`, zip, me.cookie), {
              appId: app.id,
            }),
          ),
        )
      ).headers.get("Location")!,
      BASE,
    ).searchParams.get("upload")!;
    await settle(() =>
      importPage.action(
        routeArgs(
          formRequest(
            `/apps/${app.id}/listing/import`,
            { intent: "confirm", upload },
            { cookie: me.cookie },
          ),
          { appId: app.id },
        ),
      ),
    );
    let page = await studio(app.id, me.cookie);
    expect(page.view.listing.playReleaseNotes).toEqual({ "27": "Faster tiles." });
    // The matrix has one release-notes cell a language.
    const cell = (locale: string) =>
      page.languages.find((l) => l.locale === locale)!.cells.playReleaseNotes;
    expect([cell("en-US"), cell("ja")]).toEqual(["filled", "empty"]);
    const save = (fields: Record<string, string>) =>
      settleOutcome(() =>
        listingPage.action(
          routeArgs(
            formRequest(
              `/apps/${app.id}/listing`,
              { intent: "save", lang: "en-US", ...studioFields(page, "en-US"), ...fields },
              { cookie: me.cookie },
            ),
            { appId: app.id },
          ),
        ),
      );

    // A new version's notes over 500 characters: refused on their field, what was typed kept.
    const long = await save({
      "playReleaseNotes.27": "Faster tiles.",
      releaseCode: "28",
      releaseNotes: "x".repeat(501),
    });
    expect(long.status).toBe(400);
    expect(long.body.result.error.releaseNotes[0]).toMatch(/at most 500 characters/);
    expect(long.body.result.initialValue.releaseNotes).toBe("x".repeat(501));
    const noCode = await save({ releaseCode: "", releaseNotes: "Dark mode." });
    expect(noCode.body.result.error.releaseCode[0]).toMatch(/version code/);
    expect((await save({ releaseCode: "v2", releaseNotes: "Dark mode." })).status).toBe(400);

    // Edit 27, add 28: both saved; emptying 27 removes it.
    const ok = await save({
      "playReleaseNotes.27": "Faster tiles, fewer taps.",
      releaseCode: "28",
      releaseNotes: "Dark mode.",
    });
    expect(ok.status).toBe(302);
    page = await studio(app.id, me.cookie);
    expect(page.view.listing.playReleaseNotes).toEqual({
      "27": "Faster tiles, fewer taps.",
      "28": "Dark mode.",
    });
    expect(
      (await save({ "playReleaseNotes.27": "", "playReleaseNotes.28": "Dark mode." })).status,
    ).toBe(302);
    page = await studio(app.id, me.cookie);
    expect(page.view.listing.playReleaseNotes).toEqual({ "28": "Dark mode." });
    // Notes an import brought in over 500 characters show as over in the matrix.
    await db.listingLocale.update({
      where: { appId_locale: { appId: app.id, locale: "ja" } },
      data: { fields: { playReleaseNotes: { "30": "あ".repeat(501) } } },
    });
    page = await studio(app.id, me.cookie);
    expect(cell("ja")).toBe("over");

    // The API's PUT takes them by version code (null removes one), over 500 refused.
    const put = (body: unknown) =>
      settle(() =>
        localeApi.action(
          routeArgs(
            jsonRequest(`/api/apps/${app.id}/listings/en-US`, body, {
              method: "PUT",
              cookie: me.cookie,
            }),
            { appId: app.id, locale: "en-US" },
          ),
        ),
      );
    expect((await put({ playReleaseNotes: { "29": "y".repeat(501) } })).status).toBe(400);
    expect((await put({ playReleaseNotes: { "29": "Widgets.", "28": null } })).status).toBe(200);

    // Out through the zip and back in: the same notes.
    const exported = await settle(() =>
      exportRoute.loader(
        routeArgs(getRequest(`/apps/${app.id}/listing/fastlane.zip`, me.cookie), {
          appId: app.id,
        }),
      ),
    );
    const back = await readMetadataZip(Buffer.from(await exported.arrayBuffer()));
    if (!back.ok) throw new Error(back.reason);
    const changelogs = back.files.filter((f) => f.path.includes("/en-US/changelogs/"));
    expect(back.files.find((f) => f.path === "REPORT.txt")?.text).toContain(
      "Google Play release notes (version 30): 501 characters, the limit is 500.",
    );
    expect(changelogs.map((f) => [f.path, f.text])).toEqual([
      ["fastlane/metadata/android/en-US/changelogs/29.txt", "Widgets."],
    ]);
    expect(parseMetadata(back.files).languages["en-US"]?.playReleaseNotes).toEqual({
      "29": "Widgets.",
    });
  });

  test("a refused zip says why with 422; after the trial the import is refused; other companies 404", async () => {
    const me = await createSignedInUser();
    const other = await createSignedInUser();
    const app = await newApp(me.tenant.id);
    const path = `/apps/${app.id}/listing/import`;
    const bad = await settleOutcome(() =>
      importPage.action(
        routeArgs(multipart(path, Buffer.from("not a zip"), me.cookie), { appId: app.id }),
      ),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.result.error[""][0]).toContain("not a zip");
    const foreign = await settle(() =>
      importPage.action(
        routeArgs(multipart(path, Buffer.from("x"), other.cookie), { appId: app.id }),
      ),
    );
    expect(foreign.status).toBe(404);
    await endTrial(me.tenant.id);
    const blocked = await settleOutcome(async () =>
      importPage.action(
        routeArgs(multipart(path, await zipOf(FOLDER), me.cookie), { appId: app.id }),
      ),
    );
    expect(blocked.status).toBe(403);
    expect(await db.listingImport.count({ where: { appId: app.id } })).toBe(0);
  });
});

/** The editor's text fields as the page would post them back. */
function studioFields(page: Page, _lang: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(page.view.listing)) {
    if (typeof value === "string") fields[key] = value;
  }
  return fields;
}
