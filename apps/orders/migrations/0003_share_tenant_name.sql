-- The company a share link speaks for (issue 35): the public page named "the company sharing this
-- link" instead of the tenant's name. A link keeps the tenant's name as its maker's login knew it
-- (identity's tenant name, carried in the session); links made before this stay without one.
alter table orders.share_links add column tenant_name text;
