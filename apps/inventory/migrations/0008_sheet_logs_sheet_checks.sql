-- Issue 6 (device ingest throughput): the two foreign keys from inventory.sheet_logs to
-- inventory.sheets are replaced by statement-level triggers that keep the same guarantees.
--
-- Why: a foreign key checks every inserted log on its own (a key lookup and a row lock of the
-- sheet, twice per log: sheet_id and origin_sheet_id). A device sheet brings 50 logs, and the
-- device-sheet consumer writes 64 sheets (3,200 logs) in one statement, so the checks were 6,400
-- lookups and locks of the same 64 sheets: about 16 µs per log, a third of PostgreSQL's work per
-- device sheet (a probe of 64 sheets of 50 logs: 3.0 s with the keys, 1.8 s without, 1.9 s with
-- these triggers).
--
-- What the keys guaranteed, and how it is still guaranteed:
--   * every log names an existing sheet (sheet_id) and an existing origin sheet (origin_sheet_id):
--     after each insert or update statement on sheet_logs, sheet_logs_name_sheets locks the
--     distinct sheets the statement's rows name FOR KEY SHARE (the lock a foreign key check
--     takes) and fails with foreign_key_violation (23503) unless it found every one. So a sheet
--     deleted concurrently is either found and locked (its delete waits for this transaction, and
--     then sees these logs) or not found (this statement fails), as with the keys. The check reads
--     under the caller's row-level security: a log can only name a sheet of its own tenant, which
--     is stricter than the keys were.
--   * deleting a sheet deletes its logs (on delete cascade of sheet_id) and is refused while a log
--     on another sheet was first measured on it (origin_sheet_id, no action): sheets_cascade_logs,
--     after each delete statement on sheets, deletes the logs of the deleted sheets, then fails with
--     foreign_key_violation if a log still names one of them as its origin.
--   * a sheet's id never changes (the keys had no on update action): sheets_id_fixed refuses it.
-- Sheets are not deleted by the application (a sheet is disabled, status 0); the delete path is
-- kept for tests and maintenance.

alter table inventory.sheet_logs
  drop constraint sheet_logs_sheet_id_fkey,
  drop constraint sheet_logs_origin_sheet_id_fkey;

create function inventory.sheet_logs_name_sheets() returns trigger
  language plpgsql as $$
declare
  named integer;
  found integer;
begin
  select count(*) into named
  from (select sheet_id from new_logs union select origin_sheet_id from new_logs) n;
  select count(*) into found
  from (
    select 1 from inventory.sheets s
    where s.id in (select sheet_id from new_logs union select origin_sheet_id from new_logs)
    for key share of s
  ) f;
  if found <> named then
    raise exception 'a log of inventory.sheet_logs names a sheet that does not exist'
      using errcode = 'foreign_key_violation';
  end if;
  return null;
end $$;

create trigger sheet_logs_name_sheets
  after insert on inventory.sheet_logs
  referencing new table as new_logs
  for each statement execute function inventory.sheet_logs_name_sheets();
create trigger sheet_logs_name_sheets_on_update
  after update on inventory.sheet_logs
  referencing new table as new_logs
  for each statement execute function inventory.sheet_logs_name_sheets();

create function inventory.sheets_cascade_logs() returns trigger
  language plpgsql as $$
begin
  delete from inventory.sheet_logs l using old_sheets o where l.sheet_id = o.id;
  if exists (select 1 from inventory.sheet_logs l join old_sheets o on o.id = l.origin_sheet_id) then
    raise exception 'a deleted sheet is the origin sheet of logs on another sheet'
      using errcode = 'foreign_key_violation';
  end if;
  return null;
end $$;

create trigger sheets_cascade_logs
  after delete on inventory.sheets
  referencing old table as old_sheets
  for each statement execute function inventory.sheets_cascade_logs();

create function inventory.sheets_id_fixed() returns trigger
  language plpgsql as $$
begin
  raise exception 'the id of a sheet never changes' using errcode = 'foreign_key_violation';
end $$;

create trigger sheets_id_fixed
  before update of id on inventory.sheets
  for each row when (old.id is distinct from new.id)
  execute function inventory.sheets_id_fixed();
