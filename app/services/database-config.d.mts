export const DEFAULT_DATABASE_URL: string;
export function databaseUrl(env?: Record<string, string | undefined>): string;
export function isPostgresUrl(url: string): boolean;
export function queryCountFile(env?: Record<string, string | undefined>): string | undefined;
