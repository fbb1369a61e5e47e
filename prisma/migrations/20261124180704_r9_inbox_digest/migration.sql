-- CreateTable
CREATE TABLE "InboxDigest" (
    "userId" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSentAt" TIMESTAMP(3),

    CONSTRAINT "InboxDigest_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "InboxDigest_tokenHash_key" ON "InboxDigest"("tokenHash");

-- CreateIndex
CREATE INDEX "InboxDigest_lastSentAt_idx" ON "InboxDigest"("lastSentAt");

-- AddForeignKey
ALTER TABLE "InboxDigest" ADD CONSTRAINT "InboxDigest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
