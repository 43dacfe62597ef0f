import { maskAccountNumber, type StoredProfile } from '@portal/contracts';

/** The cells that say who a user row is: name, e-mail and the masked bank account, alike in every list of users. */
export function UserIdentityCells({ user }: { user: StoredProfile }) {
  return (
    <>
      <td data-label="Name">{user.fullName}</td>
      <td data-label="Email" className="adm-break">
        {user.email}
      </td>
      <td data-label="Account" className="adm-mono">
        {maskAccountNumber(user.accountNumber)}
      </td>
    </>
  );
}
