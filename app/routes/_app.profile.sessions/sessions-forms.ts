/** The ids of the sessions room's forms; a reply names the one it is for. */
export const END_OTHER_SESSIONS_FORM = "end-other-sessions";

/** One row's form: `session-<id>-end`. */
export function endSessionFormId(sessionId: string): string {
  return `session-${sessionId}-end`;
}
