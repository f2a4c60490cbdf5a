-- AlterTable
ALTER TABLE "User" ADD COLUMN     "emailLaunchCountdown" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "emailTaskReminders" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "emailTeamNotices" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "emailWeeklyDigest" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "reminderDaysBefore" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "reminderHour" INTEGER NOT NULL DEFAULT 9;

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" TEXT NOT NULL,
    "dedupeKey" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "userId" TEXT,
    "toAddress" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "headers" TEXT NOT NULL DEFAULT '{}',
    "messageId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leaseUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMessage_dedupeKey_key" ON "OutboxMessage"("dedupeKey");

-- CreateIndex
CREATE UNIQUE INDEX "OutboxMessage_messageId_key" ON "OutboxMessage"("messageId");

-- CreateIndex
CREATE INDEX "OutboxMessage_status_nextAttemptAt_idx" ON "OutboxMessage"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "OutboxMessage_createdAt_idx" ON "OutboxMessage"("createdAt");
