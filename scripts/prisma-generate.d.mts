export function postgresSchemaFrom(source: string): string;
export function writePostgresSchema(): void;
