// How the listing reads in each store's search results, rendered on the server from the saved
// (or just submitted) fields: the name and subtitle or short description, cut where they would be.
type Preview = {
  apple: { name: string; subtitle: string; initial: string };
  google: { title: string; shortDescription: string; initial: string };
};

function Icon({ initial }: { initial: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-2xl font-bold text-white"
    >
      {initial}
    </span>
  );
}

export function SearchPreview({ preview }: { preview: Preview }) {
  return (
    <section aria-labelledby="preview-heading" className="card space-y-4">
      <h3 id="preview-heading" className="text-lg font-bold">
        Search result preview
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <figure className="min-w-0 space-y-2">
          <figcaption className="text-sm font-semibold text-slate-700">App Store search</figcaption>
          <div
            className="flex items-center gap-3 rounded-xl border border-slate-200 p-3"
            data-testid="preview-apple"
          >
            <Icon initial={preview.apple.initial} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{preview.apple.name}</p>
              <p className="truncate text-sm text-slate-600">
                {preview.apple.subtitle || "Add a subtitle: it shows here and is searched."}
              </p>
            </div>
          </div>
        </figure>
        <figure className="min-w-0 space-y-2">
          <figcaption className="text-sm font-semibold text-slate-700">
            Google Play search
          </figcaption>
          <div
            className="flex items-start gap-3 rounded-xl border border-slate-200 p-3"
            data-testid="preview-google"
          >
            <Icon initial={preview.google.initial} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{preview.google.title}</p>
              <p className="text-sm text-slate-600">
                {preview.google.shortDescription ||
                  "Add a short description: it shows first on your page."}
              </p>
            </div>
          </div>
        </figure>
      </div>
      <p className="text-xs text-slate-600">
        A sketch of the layout, not the stores&rsquo; exact rendering: they cut text to the screen
        width and, on Apple, may show your first screenshots instead of a preview video.
      </p>
    </section>
  );
}
