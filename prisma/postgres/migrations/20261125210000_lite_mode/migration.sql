-- AlterTable
ALTER TABLE "User" ADD COLUMN     "liteMode" BOOLEAN NOT NULL DEFAULT false;
