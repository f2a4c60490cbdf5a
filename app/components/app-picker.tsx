import { Form, Link } from "@remix-run/react";

type AppOption = { id: string; name: string };

/**
 * Chooses which app a per-app page shows: a GET form, so the choice lives in the URL (?app=)
 * and works with JavaScript off.
 */
export function AppPicker({
  apps,
  selectedId,
  action,
}: {
  apps: AppOption[];
  selectedId: string;
  action: string;
}) {
  return (
    <Form method="get" action={action} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 sm:max-w-xs">
        <label htmlFor="app-picker" className="field-label">
          App
        </label>
        <select
          key={selectedId}
          id="app-picker"
          name="app"
          defaultValue={selectedId}
          className="field-input"
        >
          {apps.map((app) => (
            <option key={app.id} value={app.id}>
              {app.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        Show
      </button>
    </Form>
  );
}

/** What a per-app page shows when the tenant has no app yet. */
export function NoAppsYet({ what }: { what: string }) {
  return (
    <section className="card mx-auto max-w-xl text-center">
      <h2 className="text-xl font-bold">No apps yet</h2>
      <p className="mt-2 text-slate-700">Add your first app to see {what} here.</p>
      <Link to="/dashboard?add=true" className="btn-primary mt-4">
        Add Your First App
      </Link>
    </section>
  );
}
