// The reply of one row's form in a list (a KPI row, a launch draft): the form id holds the row's
// id (`kpi-edit-<id>`), so only that row shows its reply. The write gate's refusal comes from the
// dispatcher under the intent's shared form id (`kpi-edit`); it keeps the posted values, so the
// row is found by its hidden id field.
import { useActionData } from "@remix-run/react";

import { type ActionReply, isActionReply } from "~/lib/forms";

/** The id of a row's form: `${form}-${rowId}`. */
export function rowFormId(form: string, rowId: string) {
  return `${form}-${rowId}`;
}

export function useRowFormReply(
  form: string,
  rowId: string,
  /** The hidden field that carries the row's id in the form (`entryId`, `draftId`). */
  rowField: string,
): ActionReply | undefined {
  const data = useActionData() as unknown;
  if (!isActionReply(data)) return undefined;
  if (data.formId === rowFormId(form, rowId)) return data;
  if (data.formId === form && data.result.initialValue?.[rowField] === rowId) return data;
  return undefined;
}
