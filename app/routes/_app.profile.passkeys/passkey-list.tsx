// The user's passkeys: name, when added and last used, synced or on one device; rename and delete
// per row. Plain forms: they work with JavaScript off.
import { ButtonForm } from "~/components/forms";

import { PASSKEY_FORMS, PASSKEY_INTENTS, type PasskeyRow } from "./passkey-forms";

export function PasskeyList({ passkeys, nameMax }: { passkeys: PasskeyRow[]; nameMax: number }) {
  if (passkeys.length === 0) {
    return <p className="mt-3 text-sm text-slate-700">You have no passkeys yet.</p>;
  }
  return (
    <ul className="mt-3 divide-y divide-slate-100" aria-label="Your passkeys">
      {passkeys.map((key) => (
        <li key={key.id} className="space-y-2 py-3">
          <div className="text-sm">
            <p className="font-semibold">{key.name}</p>
            <p className="text-slate-700">
              Added {key.created} · {key.lastUsed ? `Last used ${key.lastUsed}` : "Not used yet"} ·{" "}
              {key.synced ? "Synced between your devices" : "On one device"}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <ButtonForm
              id={PASSKEY_FORMS.row("rename", key.id)}
              title="Not renamed"
              className="flex flex-wrap items-end gap-2"
            >
              <input type="hidden" name="passkeyId" value={key.id} />
              <label className="text-sm">
                <span className="field-label">New name for {key.name}</span>
                <input
                  name="name"
                  defaultValue={key.name}
                  required
                  maxLength={nameMax}
                  autoComplete="off"
                  className="field-input mt-1 w-48 max-w-full"
                />
              </label>
              <button
                type="submit"
                name="intent"
                value={PASSKEY_INTENTS.rename}
                className="btn-secondary"
              >
                Rename
              </button>
            </ButtonForm>
            <ButtonForm id={PASSKEY_FORMS.row("delete", key.id)} title="Not deleted">
              <input type="hidden" name="passkeyId" value={key.id} />
              <button
                type="submit"
                name="intent"
                value={PASSKEY_INTENTS.delete}
                className="btn-danger"
                aria-label={`Delete the passkey ${key.name}`}
              >
                Delete
              </button>
            </ButtonForm>
          </div>
        </li>
      ))}
    </ul>
  );
}
