-- AlterTable
ALTER TABLE "KpiEntry" ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'typed';
