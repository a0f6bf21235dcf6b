-- Issue 35: every screen of the menu is its own key of the permission tree. Before, four screens
-- shared another screen's key: the daily statistics the stock list's (stock/list), the diameter set
-- comparison the stock-in list's (stock/entry), the manual calculator and the standards comparison
-- the stock menu's branch key (stock, held by a group with any stock page ticked). A new group gets
-- only the keys its editor ticks; but an existing group keeps every screen it could open before,
-- so that no customer's user loses a screen on upgrade: the group is given the new keys of the
-- screens its old keys opened. The branch keys stay as they are (they grant nothing by themselves).
update identity.permission_groups
  set paths = array(select distinct unnest(paths || array['stock/statistics']) order by 1)
  where 'stock/list' = any (paths) and not 'stock/statistics' = any (paths);

update identity.permission_groups
  set paths = array(select distinct unnest(paths || array['stock/diameterSets']) order by 1)
  where 'stock/entry' = any (paths) and not 'stock/diameterSets' = any (paths);

update identity.permission_groups
  set paths = array(select distinct unnest(paths || array['stock/calculator', 'stock/compare']) order by 1)
  where 'stock' = any (paths) and not (paths @> array['stock/calculator', 'stock/compare']);
