-- Billing owns the tenants' money (issue 18): the balance is derived from its ledger and the credit
-- limit is set there by the operator. Identity keeps only a copy of the overdue flag (the user
-- info's `overdue`, §2 arrears overlay), from billing.account.arrears-changed; arrears_revision is
-- the revision of the last change applied, so an older event arriving late changes nothing.
alter table identity.tenants drop column balance_cents;
alter table identity.tenants drop column credit_limit_cents;
alter table identity.tenants add column arrears_revision integer not null default 0;
