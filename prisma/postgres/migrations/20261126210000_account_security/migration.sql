-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "passwordVerifiedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "FormStash" ADD COLUMN     "size" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "FormStash_userId_createdAt_idx" ON "FormStash"("userId", "createdAt");
