import { createTemplate, dropTemplate } from "./test-database";

export default async function globalSetup() {
  process.env.TEST_BASE_DATABASE_URL ??= process.env.DATABASE_URL ?? "file:./tests/.tmp/base.db";
  await createTemplate();
  return async () => dropTemplate();
}
