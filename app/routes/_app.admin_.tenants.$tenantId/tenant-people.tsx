// The tenant page's people (each with a reset of their two-step sign-in when it is on) and the
// security log of what administrators changed.
import { ButtonForm } from "~/components/forms";

type Person = { id: string; email: string; role: string; joinedLabel: string; twoFactor: boolean };
type LogEntry = { id: string; who: string; what: string; when: string };

/** The people of the tenant; `action` is the page the reset posts to. */
export function TenantPeople({ users, action }: { users: Person[]; action: string }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold">People</h3>
      <ul className="divide-y divide-slate-100 text-sm">
        {users.map((user) => (
          <li key={user.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span className="break-all">{user.email}</span>
            <span className="text-slate-600">
              {user.role} · joined {user.joinedLabel}
              {user.twoFactor ? " · two-step sign-in on" : ""}
            </span>
            {user.twoFactor ? (
              <ButtonForm id={`reset-two-factor-${user.id}`} action={action}>
                <input type="hidden" name="userId" value={user.id} />
                <button
                  type="submit"
                  name="intent"
                  value="reset-two-factor"
                  className="btn-secondary"
                  aria-label={`Reset two-step sign-in of ${user.email}`}
                >
                  Reset two-step sign-in
                </button>
              </ButtonForm>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What administrators changed in these accounts, newest first. */
export function SecurityLog({ entries }: { entries: LogEntry[] }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold">Security log</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">No administrator has changed these accounts.</p>
      ) : (
        <ul aria-label="Security log" className="divide-y divide-slate-100 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="py-2">
              <span className="break-all">{entry.who}</span> {entry.what} on {entry.when}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
