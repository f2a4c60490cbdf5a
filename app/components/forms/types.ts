// Conform's metadata of any field and any form: what the pattern's components accept.
import type { FieldMetadata, FormMetadata } from "@conform-to/react";

export type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;
export type AnyForm = FormMetadata<Record<string, unknown>, string[]>;
