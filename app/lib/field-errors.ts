// Errors by field name, shared by the JSON API helpers and the models that validate input.
export type FieldErrors = Record<string, string[]>;

/** Errors keyed by what the client sent: no inherited keys, so "constructor" is just a name. */
export function newFieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

/** Adds one message under a field name, whatever the name ("__proto__", "toString"...). */
export function addFieldError(errors: FieldErrors, key: string, message: string): void {
  if (Object.hasOwn(errors, key)) errors[key].push(message);
  else
    Object.defineProperty(errors, key, {
      value: [message],
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

type InputIssue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
};

/**
 * A validation's messages by dotted field path ("_root" for the body itself), an unknown field
 * under its own name (docs/api-contract.md) with `unknown(name)` as its message.
 */
export function inputFieldErrors(
  issues: readonly InputIssue[],
  unknown: (name: string) => string,
): FieldErrors {
  const errors = newFieldErrors();
  for (const issue of issues) {
    const at = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys" && issue.keys) {
      for (const key of issue.keys) {
        const name = at ? `${at}.${key}` : key;
        addFieldError(errors, name, unknown(name));
      }
      continue;
    }
    addFieldError(errors, at || "_root", issue.message);
  }
  return errors;
}
