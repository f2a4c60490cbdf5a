-- AlterTable
ALTER TABLE "TwoFactor" ADD COLUMN "sessionId" TEXT;

-- CreateTable
CREATE TABLE "EndedSession" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EndedSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EndedSession_expiresAt_idx" ON "EndedSession"("expiresAt");

-- CreateIndex
CREATE INDEX "EndedSession_userId_idx" ON "EndedSession"("userId");
