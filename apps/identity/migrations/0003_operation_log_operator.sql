-- The operation log of every user's write (issue 17): who by id as well as by name (a name can be
-- reused after a user is deleted), and the filters of the Log tab: operator, operation, days.
alter table identity.operation_log add column user_id uuid;
create index operation_log_tenant_operation_time on identity.operation_log (tenant_id, operation, created_at desc);
