-- The status a stored receipt was generated for (a receipt is generated once per status it shows).
ALTER TABLE withdrawals ADD COLUMN receipt_status text;
