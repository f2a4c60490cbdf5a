import type { ReactNode } from "react";

import { ButtonForm } from "~/components/forms/button-form";
import { rowFormId } from "~/lib/forms";

/**
 * The header row of a data table: one column header per label, spaced apart but for the last.
 * `cellClassName` adds classes to every header cell.
 */
export function TableHeadRow({
  columns,
  className,
  cellClassName,
}: {
  columns: readonly string[];
  className?: string;
  cellClassName?: string;
}) {
  return (
    <tr className={className}>
      {columns.map((label, index) => (
        <th
          key={label}
          scope="col"
          className={[index < columns.length - 1 ? "py-2 pr-3" : "py-2", cellClassName]
            .filter(Boolean)
            .join(" ")}
        >
          {label}
        </th>
      ))}
    </tr>
  );
}

/**
 * A one-button form that posts a row's id with an intent (works without JavaScript); its form id
 * is `<intent>-<row id>`, and a refusal shows in the pattern's summary above the button.
 */
export function RowActionForm({
  action,
  idName,
  id,
  intent,
  className,
  ariaLabel,
  children,
}: {
  action: string;
  idName: string;
  id: string;
  intent: string;
  className: string;
  ariaLabel: string;
  children: ReactNode;
}) {
  return (
    <ButtonForm id={rowFormId(intent, id)} action={action} className="space-y-2">
      <input type="hidden" name={idName} value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={className}
        aria-label={ariaLabel}
      >
        {children}
      </button>
    </ButtonForm>
  );
}
