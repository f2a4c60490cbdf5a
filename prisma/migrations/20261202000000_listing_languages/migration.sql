-- CreateTable
CREATE TABLE "ListingLocale" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "appId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "fields" JSONB NOT NULL,
    "translated" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ListingLocale_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ListingImport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "appId" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ListingImport_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- Today's single listing becomes the default language's (en-US), with nothing lost.
INSERT INTO "ListingLocale" ("id", "appId", "locale", "fields", "translated", "createdAt", "updatedAt")
SELECT lower(hex(randomblob(16))), "id", 'en-US', "storeListing", true, CURRENT_TIMESTAMP, "updatedAt"
FROM "App" WHERE "storeListing" IS NOT NULL;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_App" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tenantId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "category" TEXT,
    "wizardAnswers" JSONB NOT NULL,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "questionsProgress" INTEGER NOT NULL DEFAULT 0,
    "launchDate" DATETIME,
    "platforms" TEXT NOT NULL DEFAULT '',
    "listingLocale" TEXT NOT NULL DEFAULT 'en-US',
    "drafts" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "App_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_App" ("category", "createdAt", "description", "drafts", "id", "launchDate", "name", "platforms", "progress", "questionsProgress", "tenantId", "updatedAt", "url", "wizardAnswers") SELECT "category", "createdAt", "description", "drafts", "id", "launchDate", "name", "platforms", "progress", "questionsProgress", "tenantId", "updatedAt", "url", "wizardAnswers" FROM "App";
DROP TABLE "App";
ALTER TABLE "new_App" RENAME TO "App";
CREATE INDEX "App_tenantId_idx" ON "App"("tenantId");
CREATE INDEX "App_tenantId_createdAt_idx" ON "App"("tenantId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "ListingLocale_appId_locale_key" ON "ListingLocale"("appId", "locale");

-- CreateIndex
CREATE INDEX "ListingImport_appId_idx" ON "ListingImport"("appId");

-- CreateIndex
CREATE INDEX "ListingImport_expiresAt_idx" ON "ListingImport"("expiresAt");

