// The KPI log's form ids, field labels and number limits, shared by the add form and the rows.
import { KPI_VALUE_MAX } from "~/lib/limits";

export const KPI_ADD_FORM = "kpi-add";
/** One edit form per row: `kpi-edit-<row id>`. */
export const KPI_EDIT_FORM = "kpi-edit";
/** One delete button per row: `kpi-delete-<row id>`. */
export const KPI_DELETE_FORM = "kpi-delete";

/** The visible labels of the KPI fields, for the error summary's links. */
export const KPI_LABELS = {
  appId: "App",
  metric: "Metric",
  weekOf: "Week of",
  value: "Number",
  target: "Target",
  entryId: "Row",
};

/** A weekly number or target: never negative, at most KPI_VALUE_MAX, decimals allowed. */
export const KPI_NUMBER_PROPS = { min: 0, max: KPI_VALUE_MAX, step: "any" } as const;
