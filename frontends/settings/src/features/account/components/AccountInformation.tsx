import type { UseQueryResult } from '@tanstack/react-query';
import { ProfileMessages, type ApiError, type Profile } from '@portal/contracts';
import { formatDate, formatStatus } from '@portal/web-core';
import { Loading } from '@portal/web-core/ui';

/** The recipient's account details (spec 2 §2.7 "Account Information"). */
export function AccountInformation({ profile }: { profile: UseQueryResult<Profile | null, ApiError> }) {
  const p = profile.data;
  return (
    <section className="card" aria-labelledby="set-account">
      <h2 id="set-account">Account Information</h2>
      {p ? (
        <dl className="detail-list">
          <dt>Full Name</dt>
          <dd>{p.fullName}</dd>
          <dt>Email</dt>
          <dd>{p.email}</dd>
          <dt>Grant Number</dt>
          <dd>{p.grantNumber}</dd>
          <dt>Account Number</dt>
          <dd>{p.accountNumber}</dd>
          <dt>Account Status</dt>
          <dd>{formatStatus(p.accountStatus)}</dd>
          <dt>KYC Status</dt>
          <dd>{formatStatus(p.kycStatus)}</dd>
          <dt>Member Since</dt>
          <dd>{formatDate(p.createdAt)}</dd>
        </dl>
      ) : profile.isError || p === null ? (
        <div className="alert alert-error" role="alert">
          {ProfileMessages.fetchFailed}
        </div>
      ) : (
        <Loading inline />
      )}
    </section>
  );
}
