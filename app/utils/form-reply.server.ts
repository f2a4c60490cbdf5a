// Replies shared by the page actions that answer with a Conform SubmissionResult.
import type { SubmissionResult } from "@conform-to/react";

/** A post whose intent no button of the page sends (an old tab, a hand-made request). */
export const UNKNOWN_ACTION_REPLY: SubmissionResult<string[]> = {
  status: "error",
  error: { "": ["Unknown action. Reload the page and try again."] },
};
