-- One style for audit actions, <model>.<verb> in camelCase (README glossary), and the station's
-- model name as the target type: the rows written before keep their meaning under the new names.
UPDATE "AuditLog" SET "action" = 'bingoCard.update' WHERE "action" = 'bingo.update';
UPDATE "AuditLog" SET "action" = 'waterBottle.register' WHERE "action" = 'bottle.register';
UPDATE "AuditLog" SET "action" = 'carePost.approve' WHERE "action" = 'care.approve';
UPDATE "AuditLog" SET "action" = 'carePost.reject' WHERE "action" = 'care.reject';
UPDATE "AuditLog" SET "action" = 'carePost.unpublish' WHERE "action" = 'care.unpublish';
UPDATE "AuditLog" SET "action" = 'bottleCollection.record' WHERE "action" = 'collection.record';
UPDATE "AuditLog" SET "action" = 'bottleCollection.recordOverride' WHERE "action" = 'collection.record-override';
UPDATE "AuditLog" SET "action" = 'bottleCollection.delete' WHERE "action" = 'collection.delete';
UPDATE "AuditLog" SET "action" = 'faqEntry.create' WHERE "action" = 'faq.create';
UPDATE "AuditLog" SET "action" = 'faqEntry.update' WHERE "action" = 'faq.update';
UPDATE "AuditLog" SET "action" = 'faqEntry.delete' WHERE "action" = 'faq.delete';
UPDATE "AuditLog" SET "action" = 'station.create' WHERE "action" = 'qrCode.create';
UPDATE "AuditLog" SET "action" = 'station.update' WHERE "action" = 'qrCode.update';
UPDATE "AuditLog" SET "action" = 'station.regenerate' WHERE "action" = 'qrCode.regenerate';
UPDATE "AuditLog" SET "action" = 'station.deactivate' WHERE "action" = 'qrCode.deactivate';
UPDATE "AuditLog" SET "action" = 'station.reactivate' WHERE "action" = 'qrCode.reactivate';
UPDATE "AuditLog" SET "action" = 'user.changeRole' WHERE "action" = 'user.role';
UPDATE "AuditLog" SET "action" = 'user.sendSignInLink' WHERE "action" = 'user.sign-in-link';
UPDATE "AuditLog" SET "action" = 'waterPoint.create' WHERE "action" = 'waterpoint.create';
UPDATE "AuditLog" SET "action" = 'waterPoint.update' WHERE "action" = 'waterpoint.update';
UPDATE "AuditLog" SET "targetType" = 'Station' WHERE "targetType" = 'QrCode';
