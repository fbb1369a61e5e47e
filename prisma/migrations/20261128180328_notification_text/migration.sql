-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "text" JSONB;
