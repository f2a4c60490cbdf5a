import { Link } from "@remix-run/react";

type Paging = { page: number; pageCount: number; total: number; start: number };

/** Previous / Next for the app grid: plain links, so they work without JavaScript. */
export function AppPager({ paging, shown }: { paging: Paging; shown: number }) {
  const { page, pageCount, total, start } = paging;
  const href = (n: number) => (n === 1 ? "/dashboard" : `/dashboard?page=${n}`);
  return (
    <nav aria-label="App pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        Showing {start + 1}–{start + shown} of {total} apps
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={href(page - 1)} className="btn-secondary" rel="prev">
            Previous
          </Link>
        ) : (
          <span aria-disabled="true" className="btn-secondary opacity-50">
            Previous
          </span>
        )}
        <span className="self-center text-sm text-slate-700">
          Page {page} of {pageCount}
        </span>
        {page < pageCount ? (
          <Link to={href(page + 1)} className="btn-secondary" rel="next">
            Next
          </Link>
        ) : (
          <span aria-disabled="true" className="btn-secondary opacity-50">
            Next
          </span>
        )}
      </div>
    </nav>
  );
}
