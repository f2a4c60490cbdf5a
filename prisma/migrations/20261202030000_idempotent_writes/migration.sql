-- Idempotency keys of writes (docs/decisions/081-queued-writes.md): a write sent twice is applied once.
-- CreateTable
CREATE TABLE "IdempotentWrite" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "IdempotentWrite_createdAt_idx" ON "IdempotentWrite"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdempotentWrite_userId_key_key" ON "IdempotentWrite"("userId", "key");
