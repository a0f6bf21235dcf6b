-- The number of the sheet a log in stock came from (issue 35: "Enter processed logs" listed the
-- same log codes again and again, since codes restart at 1 on every sheet). Kept from the sheet's
-- confirmation, which carries it; the sheets kept before this column have none until they are
-- confirmed again (the dialogs then show the code alone).
alter table sawing.stock_sheets add column sheet_no text;
