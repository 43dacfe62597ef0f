import { Fragment } from 'react';
import { maskAccountNumber, type StoredProfile } from '@portal/contracts/web';

/** An e-mail address that may wrap only before its "@" and its dots, never inside a name. */
export function BreakableEmail({ email }: { email: string }) {
  return (
    <span className="adm-email">
      {email.split(/(?=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** The cells that say who a user row is: name, e-mail and the masked bank account, alike in every list of users. */
export function UserIdentityCells({ user }: { user: StoredProfile }) {
  return (
    <>
      <td data-label="Name">{user.fullName}</td>
      <td data-label="Email">
        <BreakableEmail email={user.email} />
      </td>
      <td data-label="Account" className="adm-mono">
        {maskAccountNumber(user.accountNumber)}
      </td>
    </>
  );
}
