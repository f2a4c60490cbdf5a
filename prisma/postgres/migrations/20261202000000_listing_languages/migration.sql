-- AlterTable
ALTER TABLE "App" ADD COLUMN "listingLocale" TEXT NOT NULL DEFAULT 'en-US';

-- CreateTable
CREATE TABLE "ListingLocale" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "fields" JSONB NOT NULL,
    "translated" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ListingLocale_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ListingImport" (
    "id" TEXT NOT NULL,
    "appId" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ListingImport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ListingLocale_appId_locale_key" ON "ListingLocale"("appId", "locale");

-- CreateIndex
CREATE INDEX "ListingImport_appId_idx" ON "ListingImport"("appId");

-- CreateIndex
CREATE INDEX "ListingImport_expiresAt_idx" ON "ListingImport"("expiresAt");

-- AddForeignKey
ALTER TABLE "ListingLocale" ADD CONSTRAINT "ListingLocale_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ListingImport" ADD CONSTRAINT "ListingImport_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Today's single listing becomes the default language's (en-US), with nothing lost.
INSERT INTO "ListingLocale" ("id", "appId", "locale", "fields", "translated", "createdAt", "updatedAt")
SELECT gen_random_uuid()::text, "id", 'en-US', "storeListing", true, CURRENT_TIMESTAMP, "updatedAt"
FROM "App" WHERE "storeListing" IS NOT NULL;

-- AlterTable
ALTER TABLE "App" DROP COLUMN "storeListing";
