-- AlterTable
ALTER TABLE "User" ADD COLUMN     "locale" VARCHAR(8);
