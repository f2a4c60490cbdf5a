-- AlterTable
ALTER TABLE "User" ADD COLUMN "bellSeenAt" DATETIME;
