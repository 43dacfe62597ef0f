import pg from 'pg';
import { databaseUrl } from './platform.js';

/** Test fixture: gives an account a status the admin screens do not offer (the spec's "any other value"). */
export async function forceAccountStatus(userId: string, status: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl('portal_accounts_kyc') });
  await client.connect();
  try {
    await client.query('UPDATE profiles SET account_status = $2 WHERE id = $1', [userId, status]);
  } finally {
    await client.end();
  }
}
