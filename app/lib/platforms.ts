// Where an app ships. Asked once on the category screen and stored on the app, so that rules for
// one store (Steam tasks, the Google Play closed test) show only to apps that ship there.
export const PLATFORMS = [
  { id: "ios", name: "iPhone and iPad (App Store)" },
  { id: "android", name: "Android (Google Play)" },
  { id: "steam", name: "PC or Mac on Steam" },
  { id: "web", name: "Web or browser extension" },
] as const;

export type PlatformId = (typeof PLATFORMS)[number]["id"];
export const PLATFORM_IDS = PLATFORMS.map((p) => p.id) as unknown as readonly PlatformId[];

export function isPlatformId(value: unknown): value is PlatformId {
  return typeof value === "string" && (PLATFORM_IDS as readonly string[]).includes(value);
}

/** Stored as comma-separated ids in a fixed order ("ios,android"); unknown ids are dropped. */
export function readPlatforms(stored: string | null | undefined): PlatformId[] {
  const ids = new Set((stored ?? "").split(",").map((id) => id.trim()));
  return PLATFORM_IDS.filter((id) => ids.has(id));
}

export function storePlatforms(platforms: readonly string[]): string {
  const ids = new Set(platforms);
  return PLATFORM_IDS.filter((id) => ids.has(id)).join(",");
}

export const isMobile = (platforms: readonly PlatformId[]) =>
  platforms.includes("ios") || platforms.includes("android");

/**
 * Whether a rule limited to some platforms applies. An app whose platforms are not known yet sees
 * every rule except Steam's, which only ever concerns games that ship on Steam.
 */
export function appliesToPlatforms(
  only: readonly PlatformId[] | undefined,
  platforms: readonly PlatformId[],
): boolean {
  if (!only || only.length === 0) return true;
  if (platforms.length === 0) return !only.every((p) => p === "steam");
  return only.some((p) => platforms.includes(p));
}

const STORE_NAMES: Record<PlatformId, string> = {
  ios: "App Store",
  android: "Google Play",
  steam: "Steam",
  web: "website",
};

/**
 * "App Store or Google Play": the stores of the app's platforms, for a draft's placeholder. While
 * none is chosen, every store but Steam (as appliesToPlatforms decides for rules).
 */
export function storeNames(platforms: readonly PlatformId[]): string {
  const ids = platforms.length > 0 ? platforms : PLATFORM_IDS.filter((id) => id !== "steam");
  const names = PLATFORM_IDS.filter((id) => ids.includes(id)).map((id) => STORE_NAMES[id]);
  return names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

export function platformNames(platforms: readonly PlatformId[]): string {
  return PLATFORMS.filter((p) => platforms.includes(p.id))
    .map((p) => p.name)
    .join(", ");
}
