-- One database per service (docs/design.md) and Keycloak's own, owned by the role that the postgres
-- image creates from POSTGRES_USER/POSTGRES_PASSWORD. Runs once, on an empty data volume.
CREATE DATABASE portal_identity OWNER portal;
CREATE DATABASE portal_accounts_kyc OWNER portal;
CREATE DATABASE portal_ledger OWNER portal;
CREATE DATABASE portal_payments OWNER portal;
CREATE DATABASE portal_support OWNER portal;
CREATE DATABASE keycloak OWNER portal;
