-- AlterTable
ALTER TABLE "KpiEntry" ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'typed';

-- CreateIndex
CREATE INDEX "ResultDay_appId_country_metric_date_idx" ON "ResultDay"("appId", "country", "metric", "date");
