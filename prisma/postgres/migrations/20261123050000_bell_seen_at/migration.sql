-- AlterTable
ALTER TABLE "User" ADD COLUMN "bellSeenAt" TIMESTAMP(3);
