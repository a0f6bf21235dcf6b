-- §2 Customer account info shows the tenant's address: its administrators keep it
-- ((chosen) POST /sys/user/account/edit). At most 200 characters, empty until set.
alter table identity.tenants add column address text not null default ''
  check (char_length(address) <= 200);
