-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "AuthTokenKind" ADD VALUE 'EMAIL_CONFIRMATION';
ALTER TYPE "AuthTokenKind" ADD VALUE 'EMAIL_CHANGE';

-- AlterTable
ALTER TABLE "AuthToken" ADD COLUMN     "newEmail" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "emailVerifiedAt" TIMESTAMP(3);

-- Accounts that exist already signed in before confirmation was asked for: they count as confirmed.
UPDATE "User" SET "emailVerifiedAt" = "createdAt" WHERE "emailVerifiedAt" IS NULL;
