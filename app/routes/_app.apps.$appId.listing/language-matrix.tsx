// The studio's first screen: the app's languages down, the listing's fields across, each cell
// filled, over its store's limit, the default's copy not translated yet, or empty. A language's
// name opens its editor; adding one copies the default, removing one deletes it. The fastlane
// zip goes out by a plain link and comes in through the import page.
import { Form, Link } from "@remix-run/react";

import { ButtonForm, useButtonForm } from "~/components/forms";
import { LISTING_FIELDS, type ListingFieldName, type Store } from "~/lib/store-listing";

type CellState = "filled" | "over" | "copied" | "empty";

export type MatrixData = {
  app: { id: string };
  defaultLocale: string;
  language: { locale: string };
  languages: {
    locale: string;
    name: string;
    appStoreLocale: string | null;
    playLocale: string | null;
    translated: boolean;
    cells: Record<Column, CellState>;
  }[];
  addable: { tag: string; name: string }[];
};

const CELL = {
  filled: { mark: "\u2713", label: "filled", className: "bg-emerald-50 text-emerald-900" },
  over: { mark: "!", label: "over its limit", className: "bg-red-100 font-bold text-red-800" },
  copied: {
    mark: "\u2248",
    label: "copied from the default, not translated",
    className: "bg-amber-50 text-amber-900",
  },
  empty: { mark: "\u2013", label: "empty", className: "text-slate-500" },
} as const;

type Column = ListingFieldName | "playReleaseNotes";

/** The listing's fields, then Google Play's release notes (every version code in one cell). */
const COLUMNS: { name: Column; store: Store; label: string }[] = [
  ...LISTING_FIELDS,
  { name: "playReleaseNotes", store: "google", label: "Release notes" },
];

/** Short column heads: the full label is in each cell's title and accessible name. */
const SHORT: Record<Column, string> = {
  appleName: "Name",
  appleSubtitle: "Subtitle",
  appleKeywords: "Keywords",
  applePromotionalText: "Promo",
  appleDescription: "Descr.",
  appleWhatsNew: "What's new",
  appleSupportUrl: "Support",
  appleMarketingUrl: "Marketing",
  applePrivacyUrl: "Privacy",
  playTitle: "Title",
  playShortDescription: "Short",
  playFullDescription: "Full",
  playReleaseNotes: "Notes",
};

export function LanguageMatrix({ page }: { page: MatrixData }) {
  const appId = page.app.id;
  const add = useButtonForm("add-language", "Language not added");
  return (
    <section
      aria-labelledby="languages-heading"
      className="card min-w-0 max-w-full space-y-3 [contain:inline-size]"
    >
      <h3 id="languages-heading" className="text-lg font-bold">
        Languages ({page.languages.length})
      </h3>
      <p className="text-xs text-slate-600">
        {Object.values(CELL).map((c) => (
          <span key={c.label} className="mr-3 inline-block">
            <span
              aria-hidden="true"
              className={`inline-block w-5 rounded text-center ${c.className}`}
            >
              {c.mark}
            </span>{" "}
            {c.label}
          </span>
        ))}
      </p>
      {/* The table scrolls sideways on a phone: the box takes the focus, so the arrow keys
          scroll it too. */}
      <div
        className="relative w-0 min-w-full overflow-x-auto"
        role="region"
        aria-label="Languages and fields, scrolls sideways"
        tabIndex={0}
      >
        <table className="min-w-full border-collapse text-sm" data-testid="language-matrix">
          <caption className="sr-only">
            Each language&rsquo;s fields: App Store, then Google Play
          </caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                Language
              </th>
              {COLUMNS.map((spec) => (
                <th
                  key={spec.name}
                  scope="col"
                  className="px-1 py-1 text-xs font-medium"
                  title={spec.label}
                >
                  <span className="sr-only">
                    {spec.store === "apple" ? "App Store " : "Google Play "}
                  </span>
                  {SHORT[spec.name]}
                </th>
              ))}
              <th scope="col" className="px-2 py-1">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.languages.map((l) => (
              <tr key={l.locale} className="border-t border-slate-200" data-locale={l.locale}>
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  <Link
                    to={
                      l.locale === page.defaultLocale
                        ? `/apps/${appId}/listing`
                        : `/apps/${appId}/listing?lang=${encodeURIComponent(l.locale)}`
                    }
                    className="font-medium underline"
                    aria-current={l.locale === page.language.locale ? "page" : undefined}
                  >
                    {l.name}
                  </Link>
                  <span className="block text-xs text-slate-600">
                    {l.appStoreLocale ?? "no App Store"} · {l.playLocale ?? "no Google Play"}
                    {l.locale === page.defaultLocale ? " · default" : ""}
                    {l.translated ? "" : " · not translated yet"}
                  </span>
                </th>
                {COLUMNS.map((spec) => {
                  const cell = CELL[l.cells[spec.name]];
                  return (
                    <td
                      key={spec.name}
                      className={`px-1 py-1 text-center ${cell.className}`}
                      title={`${spec.label}: ${cell.label}`}
                      data-state={l.cells[spec.name]}
                    >
                      <span aria-hidden="true">{cell.mark}</span>
                      <span className="sr-only">{cell.label}</span>
                    </td>
                  );
                })}
                <td className="px-2 py-1">
                  {l.locale === page.defaultLocale ? null : (
                    <ButtonForm id={`remove-language-${l.locale}`} title="Language not removed">
                      <input type="hidden" name="locale" value={l.locale} />
                      <button
                        type="submit"
                        name="intent"
                        value="remove-language"
                        className="text-xs underline"
                        aria-label={`Remove ${l.name}`}
                      >
                        Remove
                      </button>
                    </ButtonForm>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        {add.summary}
        <Form {...add.formProps} className="flex min-w-0 max-w-full flex-wrap items-end gap-2">
          <div>
            <label htmlFor="add-language-locale" className="field-label">
              Add a language
            </label>
            <select
              id="add-language-locale"
              name="locale"
              className="field-input max-w-full"
              required
              defaultValue=""
            >
              <option value="">Choose a language</option>
              {page.addable.map((l) => (
                <option key={l.tag} value={l.tag}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="add-language" className="btn-secondary">
            Add language
          </button>
        </Form>
        <a href={`/apps/${appId}/listing/fastlane.zip`} className="btn-secondary" download>
          Export fastlane metadata (.zip)
        </a>
        <Link to={`/apps/${appId}/listing/import`} className="btn-secondary">
          Import fastlane metadata
        </Link>
      </div>
    </section>
  );
}
