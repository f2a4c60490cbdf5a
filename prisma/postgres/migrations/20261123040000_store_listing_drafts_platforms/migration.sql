-- AlterTable
ALTER TABLE "App" ADD COLUMN     "drafts" JSONB,
ADD COLUMN     "platforms" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "storeListing" JSONB;
