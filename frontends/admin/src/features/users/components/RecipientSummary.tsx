import { maskAccountNumber, type StoredProfile } from '@portal/contracts/web';

/** Who a money dialog acts on: name, e-mail, masked account number and, when asked, the grant number. */
export function RecipientSummary({ user, withGrant = false }: { user: StoredProfile; withGrant?: boolean }) {
  return (
    <p className="adm-muted">
      {user.fullName || user.email} · {user.email}
      {user.accountNumber ? ` · Account ${maskAccountNumber(user.accountNumber)}` : ''}
      {withGrant && user.grantNumber ? ` · ${user.grantNumber}` : ''}
    </p>
  );
}
