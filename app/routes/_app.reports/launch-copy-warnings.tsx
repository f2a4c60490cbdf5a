import { LaunchCopyWarningList } from "~/components/launch-copy-warning-list";
import { checkLaunchCopy, type CopyField, RULES_LAST_REVIEWED } from "~/lib/launch-copy-check";

/**
 * The launch-copy check run where it is drawn (/reports): the rules come along into the page's
 * bundle. Pages near the bundle budget check on the server and draw `LaunchCopyWarningList`.
 */
export function LaunchCopyWarnings({
  fields,
  showAllClear = false,
}: {
  fields: CopyField[];
  showAllClear?: boolean;
}) {
  const report = {
    warnings: checkLaunchCopy(fields),
    anyText: fields.some((f) => f.text.trim() !== ""),
    reviewed: RULES_LAST_REVIEWED,
  };
  return <LaunchCopyWarningList report={report} showAllClear={showAllClear} />;
}
