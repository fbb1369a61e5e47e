-- CreateIndex
CREATE INDEX "BottleCollection_recordedById_idx" ON "BottleCollection"("recordedById");

-- CreateIndex
CREATE INDEX "BottleCollection_deletedById_idx" ON "BottleCollection"("deletedById");

-- CreateIndex
CREATE INDEX "CarePost_moderatedById_idx" ON "CarePost"("moderatedById");

-- CreateIndex
CREATE INDEX "Certificate_issuedById_idx" ON "Certificate"("issuedById");

-- CreateIndex
CREATE INDEX "Certificate_revokedById_idx" ON "Certificate"("revokedById");

-- CreateIndex
CREATE INDEX "Submission_moderatedById_idx" ON "Submission"("moderatedById");
