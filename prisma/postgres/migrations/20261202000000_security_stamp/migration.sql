-- AlterTable
ALTER TABLE "Tenant" ADD COLUMN "calendarTokenById" TEXT;

-- Every user gets a random stamp, every live session the stamp of its user (nobody is signed out).
ALTER TABLE "User" ADD COLUMN "securityStamp" TEXT;
UPDATE "User" SET "securityStamp" = md5(random()::text || clock_timestamp()::text || "id");
ALTER TABLE "User" ALTER COLUMN "securityStamp" SET NOT NULL;

ALTER TABLE "Session" ADD COLUMN "stamp" TEXT;
UPDATE "Session" SET "stamp" = u."securityStamp" FROM "User" u WHERE u."id" = "Session"."userId";
ALTER TABLE "Session" ALTER COLUMN "stamp" SET NOT NULL;
