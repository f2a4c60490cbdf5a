-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN     "demo" TEXT,
ADD COLUMN     "demoExpiresAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Tenant_demo_demoExpiresAt_idx" ON "Tenant"("demo", "demoExpiresAt");

-- The seeded demo account's tenant becomes the template every visitor's sandbox is copied from;
-- its open sessions end, so nobody edits the template any more.
UPDATE "Tenant" SET "demo" = 'template'
WHERE "id" IN (SELECT "tenantId" FROM "User" WHERE "email" = 'demo@appmarketingmachine.app');
DELETE FROM "Session"
WHERE "userId" IN (SELECT "id" FROM "User" WHERE "email" = 'demo@appmarketingmachine.app');
