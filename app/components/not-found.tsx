export function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <div className="card w-full max-w-md">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <span aria-hidden="true" className="text-red-600">
            ⚠
          </span>
          404 Page Not Found
        </h1>
        <p className="mt-4 text-sm text-slate-700">Did you forget to add the page to the router?</p>
        <a href="/" className="btn-secondary mt-6">
          Back to the home page
        </a>
      </div>
    </main>
  );
}
