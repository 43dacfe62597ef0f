-- The audit log's search reads trigram indexes instead of every entry. A search matches an entry when its pattern is
-- in one of the entry's own texts (action, target, description, old and new value) or in its recipient's name,
-- e-mail or account number. Two GIN indexes (pg_trgm, created in 0006) find the candidates of each side: the entry's
-- texts joined by spaces (a pattern in one text is in the joined text; the search checks each text again, so a match
-- across two of them is not taken), and the profiles' name, e-mail and account number joined as the search joins
-- them (the audit rows of those recipients then come from admin_audit_log_user_idx).
CREATE INDEX admin_audit_log_search_idx ON admin_audit_log USING gin (
  (lower(action || ' ' || target_id || ' ' || coalesce(description, '') || ' ' || coalesce(old_value, '') || ' ' || coalesce(new_value, ''))) gin_trgm_ops
);
CREATE INDEX profiles_audit_search_idx ON profiles USING gin (
  (lower(coalesce(full_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(account_number, ''))) gin_trgm_ops
);
