-- The checked (re-measured) and purchase diameter sheets of a stock-in sheet (issue 20, §2
-- Stock-in list's two tabs, §7 /checkStock/*, /purchase/diasheet/*): the diameters, lengths and
-- counts someone else measured (a re-check at the yard, the seller's sheet), each row valued under
-- the stock-in sheet's standard. A stock-in sheet has at most one of each kind; its purchase
-- sheet's volume is the sheet's purchase volume (purchaseVol, floatedVol).
-- kind: 1 checked, 2 purchase.
create table inventory.diameter_sheets (
  id uuid primary key,
  tenant_id uuid not null,
  sheet_id uuid not null references inventory.sheets (id) on delete cascade,
  kind smallint not null check (kind in (1, 2)),
  quantity integer not null check (quantity >= 0),
  volume_e4 bigint not null check (volume_e4 >= 0),
  created_by uuid not null,
  creator_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index diameter_sheets_one on inventory.diameter_sheets (sheet_id, kind);
create index diameter_sheets_list on inventory.diameter_sheets (tenant_id, kind, updated_at desc, id desc);
call platform.protect_tenant_table('inventory.diameter_sheets', 'inventory_svc');

create table inventory.diameter_sheet_rows (
  id uuid primary key,
  tenant_id uuid not null,
  diameter_sheet_id uuid not null references inventory.diameter_sheets (id) on delete cascade,
  position integer not null,
  diameter integer not null check (diameter between 1 and 300),
  length_m numeric(5, 2) not null check (length_m > 0),
  qty integer not null check (qty > 0),
  -- the volume of the row's logs under the sheet's standard; 0 where it cannot measure them
  volume_e4 bigint not null check (volume_e4 >= 0)
);
create index diameter_sheet_rows_sheet on inventory.diameter_sheet_rows (diameter_sheet_id, position);
call platform.protect_tenant_table('inventory.diameter_sheet_rows', 'inventory_svc');
