-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN "calendarTokenById" TEXT;

-- Every user gets a random stamp, every live session the stamp of its user (nobody is signed out).
ALTER TABLE "User" ADD COLUMN "securityStamp" TEXT;
UPDATE "User" SET "securityStamp" = md5(random()::text || clock_timestamp()::text || "id");
ALTER TABLE "User" ALTER COLUMN "securityStamp" SET NOT NULL;

ALTER TABLE "Session" ADD COLUMN "stamp" TEXT;
UPDATE "Session" SET "stamp" = u."securityStamp" FROM "User" u WHERE u."id" = "Session"."userId";
ALTER TABLE "Session" ALTER COLUMN "stamp" SET NOT NULL;

-- CreateTable
CREATE TABLE "KnownBrowser" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "noticeAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "KnownBrowser_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "KnownBrowser_userId_fingerprint_idx" ON "KnownBrowser"("userId", "fingerprint");

-- CreateIndex
CREATE UNIQUE INDEX "KnownBrowser_userId_tokenHash_key" ON "KnownBrowser"("userId", "tokenHash");

-- AddForeignKey
ALTER TABLE "KnownBrowser" ADD CONSTRAINT "KnownBrowser_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
