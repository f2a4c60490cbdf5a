-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN "calendarTokenById" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
-- Every user gets a random stamp, every live session the stamp of its user (nobody is signed out).
CREATE TABLE "new_User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tenantId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'user',
    "timeZone" TEXT NOT NULL DEFAULT 'UTC',
    "weekStart" INTEGER NOT NULL DEFAULT 1,
    "defaultPage" TEXT NOT NULL DEFAULT '/dashboard',
    "liteMode" BOOLEAN NOT NULL DEFAULT false,
    "bellSeenAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "teamRole" TEXT NOT NULL DEFAULT 'owner',
    "calendarToken" TEXT,
    "emailVerifiedAt" DATETIME,
    "pendingEmail" TEXT,
    "emailTaskReminders" BOOLEAN NOT NULL DEFAULT true,
    "emailLaunchCountdown" BOOLEAN NOT NULL DEFAULT true,
    "emailWeeklyDigest" BOOLEAN NOT NULL DEFAULT false,
    "emailTeamNotices" BOOLEAN NOT NULL DEFAULT true,
    "reminderHour" INTEGER NOT NULL DEFAULT 9,
    "reminderDaysBefore" INTEGER NOT NULL DEFAULT 1,
    "securityStamp" TEXT NOT NULL,
    CONSTRAINT "User_tenantId_fkey" FOREIGN KEY ("tenantId") REFERENCES "Tenant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_User" ("bellSeenAt", "calendarToken", "createdAt", "defaultPage", "email", "emailLaunchCountdown", "emailTaskReminders", "emailTeamNotices", "emailVerifiedAt", "emailWeeklyDigest", "id", "liteMode", "passwordHash", "pendingEmail", "reminderDaysBefore", "reminderHour", "role", "teamRole", "tenantId", "timeZone", "updatedAt", "weekStart", "securityStamp") SELECT "bellSeenAt", "calendarToken", "createdAt", "defaultPage", "email", "emailLaunchCountdown", "emailTaskReminders", "emailTeamNotices", "emailVerifiedAt", "emailWeeklyDigest", "id", "liteMode", "passwordHash", "pendingEmail", "reminderDaysBefore", "reminderHour", "role", "teamRole", "tenantId", "timeZone", "updatedAt", "weekStart", lower(hex(randomblob(16))) FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE UNIQUE INDEX "User_calendarToken_key" ON "User"("calendarToken");
CREATE INDEX "User_tenantId_idx" ON "User"("tenantId");
CREATE TABLE "new_Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userAgent" TEXT,
    "ip" TEXT,
    "lastSeenAt" DATETIME,
    "passwordVerifiedAt" DATETIME,
    "stamp" TEXT NOT NULL,
    CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Session" ("createdAt", "expiresAt", "id", "ip", "lastSeenAt", "passwordVerifiedAt", "userAgent", "userId", "stamp") SELECT "createdAt", "expiresAt", "id", "ip", "lastSeenAt", "passwordVerifiedAt", "userAgent", "userId", (SELECT u."securityStamp" FROM "User" u WHERE u."id" = "Session"."userId") FROM "Session";
DROP TABLE "Session";
ALTER TABLE "new_Session" RENAME TO "Session";
CREATE INDEX "Session_userId_idx" ON "Session"("userId");
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
