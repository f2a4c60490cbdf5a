-- CreateTable
CREATE TABLE "FormStash" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "fields" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FormStash_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FormStash_expiresAt_idx" ON "FormStash"("expiresAt");
