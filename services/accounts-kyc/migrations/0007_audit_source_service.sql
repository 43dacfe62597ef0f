-- The service that recorded each admin action, taken from the NATS subject the event came on
-- (events.audit.<service prefix>.admin-action, which only that service may publish on). Entries written
-- before subjects named their source have none.
ALTER TABLE admin_audit_log ADD COLUMN source_service text;
