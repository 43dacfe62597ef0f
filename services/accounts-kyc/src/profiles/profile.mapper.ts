import type { StoredProfile } from '@portal/contracts';
import type { Profile as ProfileRow } from '../generated/prisma/client.js';

export function toProfile(row: ProfileRow, grantConflict: boolean): StoredProfile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.fullName,
    grantNumber: row.grantNumber,
    accountNumber: row.accountNumber,
    accountStatus: row.accountStatus,
    kycStatus: row.kycStatus as StoredProfile['kycStatus'],
    mobile: row.mobile,
    country: row.country,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    grantConflict,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
