-- Imported store results (docs/store-reports.md): a record of each file, its days and reviews,
-- and which Play package and App Store SKU of a report is the app.
-- AlterTable
ALTER TABLE "App" ADD COLUMN "appStoreSku" TEXT;
ALTER TABLE "App" ADD COLUMN "playPackage" TEXT;

-- CreateTable
CREATE TABLE "ResultImport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "appId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "readAs" TEXT NOT NULL,
    "store" TEXT NOT NULL,
    "rows" INTEGER NOT NULL,
    "fromDate" TEXT,
    "toDate" TEXT,
    "added" INTEGER NOT NULL DEFAULT 0,
    "replaced" INTEGER NOT NULL DEFAULT 0,
    "unchanged" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ResultImport_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ResultDay" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "appId" TEXT NOT NULL,
    "importId" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "store" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT '',
    "value" REAL NOT NULL,
    CONSTRAINT "ResultDay_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ResultDay_importId_fkey" FOREIGN KEY ("importId") REFERENCES "ResultImport" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ResultReview" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "appId" TEXT NOT NULL,
    "importId" TEXT NOT NULL,
    "store" TEXT NOT NULL,
    "reviewKey" TEXT NOT NULL,
    "submittedAt" DATETIME NOT NULL,
    "rating" INTEGER NOT NULL,
    "language" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "appVersion" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "reply" TEXT NOT NULL,
    CONSTRAINT "ResultReview_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ResultReview_importId_fkey" FOREIGN KEY ("importId") REFERENCES "ResultImport" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ResultImport_appId_createdAt_idx" ON "ResultImport"("appId", "createdAt");

-- CreateIndex
CREATE INDEX "ResultDay_importId_idx" ON "ResultDay"("importId");

-- CreateIndex
CREATE UNIQUE INDEX "ResultDay_appId_metric_date_store_country_key" ON "ResultDay"("appId", "metric", "date", "store", "country");

-- CreateIndex
CREATE INDEX "ResultReview_appId_submittedAt_idx" ON "ResultReview"("appId", "submittedAt");

-- CreateIndex
CREATE INDEX "ResultReview_importId_idx" ON "ResultReview"("importId");

-- CreateIndex
CREATE UNIQUE INDEX "ResultReview_appId_reviewKey_key" ON "ResultReview"("appId", "reviewKey");

