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
