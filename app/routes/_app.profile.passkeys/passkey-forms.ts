// What the passkeys room's server module and components share: form ids and the row's shape.

export const ROOM_PATH = "/profile/passkeys";

export const PASSKEY_FORMS = {
  add: "passkey-add",
  /** One row's form: `passkey-<id>-rename` / `passkey-<id>-delete`. */
  row: (kind: "rename" | "delete", id: string) => `passkey-${id}-${kind}`,
} as const;

/** The form id of a row's rename or delete form, from the posted passkey id. */
export function rowFormId(kind: "rename" | "delete") {
  return (formData: FormData) => PASSKEY_FORMS.row(kind, String(formData.get("passkeyId") ?? ""));
}

export const PASSKEY_INTENTS = {
  options: "passkey-options",
  add: "passkey-add",
  rename: "passkey-rename",
  delete: "passkey-delete",
} as const;

export type PasskeyRow = {
  id: string;
  name: string;
  synced: boolean;
  created: string;
  lastUsed: string | null;
};
