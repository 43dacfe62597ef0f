-- A bank's answer may also be a camt.053 account statement, read like a camt.054 debit notification.
ALTER TABLE payout_answer_files DROP CONSTRAINT payout_answer_files_format_check;
ALTER TABLE payout_answer_files ADD CONSTRAINT payout_answer_files_format_check CHECK (format IN ('pain.002', 'camt.054', 'camt.053'));
