import { ButtonForm } from "~/components/forms";

import { END_OTHER_SESSIONS_FORM, endSessionFormId } from "./sessions-forms";

export type SessionRow = {
  id: string;
  current: boolean;
  browser: string;
  system: string;
  ip: string | null;
  signedIn: string;
  lastSeen: string | null;
  /** When it ends if left unused (14 days idle) or at the latest (30 days after sign-in). */
  ends: string;
};

/** Where the user is signed in, with Sign out per device and for every other device. */
export function SessionsList({ sessions, idleDays }: { sessions: SessionRow[]; idleDays: number }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions-heading" className="card">
      <h2 id="sessions-heading" className="text-xl font-bold">
        Where you are signed in
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        A device is signed out after {idleDays} days unused, and 30 days after it signed in.
      </p>
      <ul className="mt-3 divide-y divide-slate-100">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0 text-sm">
              <p className="font-semibold">
                {session.browser} on {session.system}
                {session.current ? (
                  <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-slate-700">
                {session.ip ? `Address ${session.ip} · ` : ""}Signed in {session.signedIn}
                {session.lastSeen ? ` · Last seen ${session.lastSeen}` : ""} · Ends {session.ends}
              </p>
            </div>
            {session.current ? null : (
              <ButtonForm id={endSessionFormId(session.id)} title="Not signed out">
                <input type="hidden" name="sessionId" value={session.id} />
                <button
                  type="submit"
                  name="intent"
                  value="end-session"
                  className="btn-secondary"
                  aria-label={`Sign out ${session.browser} on ${session.system}, signed in ${session.signedIn}`}
                >
                  Sign out
                </button>
              </ButtonForm>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <ButtonForm id={END_OTHER_SESSIONS_FORM} title="Not signed out" className="mt-3">
          <button type="submit" name="intent" value="end-other-sessions" className="btn-danger">
            Sign out everywhere else
          </button>
        </ButtonForm>
      ) : (
        <p className="mt-3 text-sm text-slate-700">You are signed in on this device only.</p>
      )}
    </section>
  );
}
