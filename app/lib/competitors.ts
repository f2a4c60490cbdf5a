// The competitor view: the app and up to three competitors side by side, from the Foundation
// module's fields competitor0..2, competitorWeakness0..2 and usp (docs/product/spec-facts.md §3).

import { MAX_COMPETITORS } from "./limits";

export { MAX_COMPETITORS };

export type Competitor = {
  /** 0..2: which of the Foundation module's competitor fields this came from. */
  slot: number;
  name: string;
  weakness: string | null;
};

export type CompetitorView = {
  app: { name: string; usp: string | null };
  competitors: Competitor[];
};

function text(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/**
 * Reads the saved Foundation data (unknown JSON). A slot with neither a name nor a weakness is
 * left out; a weakness without a name is kept under a placeholder so that no typed text is lost.
 */
export function competitorView(appName: string, foundationData: unknown): CompetitorView {
  const record =
    foundationData && typeof foundationData === "object" && !Array.isArray(foundationData)
      ? (foundationData as Record<string, unknown>)
      : {};
  const competitors: Competitor[] = [];
  for (let slot = 0; slot < MAX_COMPETITORS; slot++) {
    const name = text(record, `competitor${slot}`);
    const weakness = text(record, `competitorWeakness${slot}`);
    if (!name && !weakness) continue;
    competitors.push({ slot, name: name ?? `Competitor ${slot + 1} (no name yet)`, weakness });
  }
  return { app: { name: appName, usp: text(record, "usp") }, competitors };
}

/** True when there is something to compare: at least one competitor or the USP. */
export function hasCompetitorData(view: CompetitorView): boolean {
  return view.competitors.length > 0 || view.app.usp !== null;
}
