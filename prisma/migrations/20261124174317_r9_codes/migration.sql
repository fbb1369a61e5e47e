-- CreateEnum
CREATE TYPE "StationCodeMode" AS ENUM ('PRINTED', 'SCREEN');

-- AlterTable
ALTER TABLE "Station" ADD COLUMN     "codeMode" "StationCodeMode" NOT NULL DEFAULT 'PRINTED';
