-- AlterTable
ALTER TABLE "TwoFactor" ADD COLUMN "sessionId" TEXT;

-- CreateTable
CREATE TABLE "EndedSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "EndedSession_expiresAt_idx" ON "EndedSession"("expiresAt");

-- CreateIndex
CREATE INDEX "EndedSession_userId_idx" ON "EndedSession"("userId");
