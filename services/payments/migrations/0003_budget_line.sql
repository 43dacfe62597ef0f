-- The grant budget line a transfer or project payment counts against (the recipient's choice or its
-- category's default), kept with the record so that every retry of its debit names the same line.
ALTER TABLE transfers ADD COLUMN budget_line text;
ALTER TABLE project_payments ADD COLUMN budget_line text;
