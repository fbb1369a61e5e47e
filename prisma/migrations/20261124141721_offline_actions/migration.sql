-- CreateTable
CREATE TABLE "OfflineAction" (
    "userId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "recordedAt" TIMESTAMP(3) NOT NULL,
    "outcome" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OfflineAction_pkey" PRIMARY KEY ("userId","key")
);

-- CreateIndex
CREATE INDEX "OfflineAction_createdAt_idx" ON "OfflineAction"("createdAt");

-- AddForeignKey
ALTER TABLE "OfflineAction" ADD CONSTRAINT "OfflineAction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
