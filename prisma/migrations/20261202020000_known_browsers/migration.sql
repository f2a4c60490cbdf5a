-- The browsers that signed in to each account (the hash of a random device cookie): a sign-in
-- from one not listed emails the owner (docs/decisions/067-new-browser-notice.md).
-- CreateTable
CREATE TABLE "KnownBrowser" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "browser" TEXT,
    "firstSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "KnownBrowser_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "KnownBrowser_userId_lastSeenAt_idx" ON "KnownBrowser"("userId", "lastSeenAt");

-- CreateIndex
CREATE UNIQUE INDEX "KnownBrowser_userId_hash_key" ON "KnownBrowser"("userId", "hash");
