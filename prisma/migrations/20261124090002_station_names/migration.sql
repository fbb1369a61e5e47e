-- One name for the station hunt's rows (README, glossary): the tables, their column, keys and
-- indexes, and the challenge kind are renamed in place, so every station and scan stays as it is.

-- RenameTable
ALTER TABLE "QrCode" RENAME TO "Station";
ALTER TABLE "QrScan" RENAME TO "StationScan";

-- RenameColumn
ALTER TABLE "StationScan" RENAME COLUMN "qrCodeId" TO "stationId";

-- RenamePrimaryKey (the key's index is renamed with it)
ALTER TABLE "Station" RENAME CONSTRAINT "QrCode_pkey" TO "Station_pkey";
ALTER TABLE "StationScan" RENAME CONSTRAINT "QrScan_pkey" TO "StationScan_pkey";

-- RenameForeignKey
ALTER TABLE "StationScan" RENAME CONSTRAINT "QrScan_userId_fkey" TO "StationScan_userId_fkey";
ALTER TABLE "StationScan" RENAME CONSTRAINT "QrScan_qrCodeId_fkey" TO "StationScan_stationId_fkey";

-- RenameIndex
ALTER INDEX "QrCode_token_key" RENAME TO "Station_token_key";
ALTER INDEX "QrCode_active_position_idx" RENAME TO "Station_active_position_idx";
ALTER INDEX "QrScan_userId_qrCodeId_key" RENAME TO "StationScan_userId_stationId_key";
ALTER INDEX "QrScan_qrCodeId_scannedAt_idx" RENAME TO "StationScan_stationId_scannedAt_idx";
ALTER INDEX "QrScan_scannedAt_idx" RENAME TO "StationScan_scannedAt_idx";

-- RenameEnumValue
ALTER TYPE "ChallengeKind" RENAME VALUE 'QR_HUNT' TO 'STATION_HUNT';
