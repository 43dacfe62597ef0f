import { withDatabase } from './databases.js';

/** Test fixture: gives an account a status the admin screens do not offer (the spec's "any other value"). */
export async function forceAccountStatus(userId: string, status: string): Promise<void> {
  await withDatabase(
    'accounts-kyc',
    async (client) => {
      await client.query('UPDATE profiles SET account_status = $2 WHERE id = $1', [userId, status]);
    },
    { writable: true },
  );
}
