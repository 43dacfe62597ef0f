import type { KycStatus } from '@portal/contracts/web';

/** The catalogue keys of the KYC status banner (spec 1 §4 "Banners"); none before a first submission. */
export function kycBannerKey(status: KycStatus | null | undefined) {
  if (status === 'approved') return 'kyc.bannerApproved' as const;
  if (status === 'pending') return 'kyc.bannerPending' as const;
  if (status === 'rejected') return 'kyc.bannerRejected' as const;
  return null;
}

/** The catalogue key of the Action required button's text by KYC status (spec 1 §2); whether it is disabled comes from kycActionButton. */
export function kycActionKey(status: KycStatus | null | undefined) {
  if (status === 'approved') return 'kyc.actionApproved' as const;
  if (status === 'pending') return 'kyc.actionPending' as const;
  if (status === 'rejected') return 'kyc.actionRejected' as const;
  return 'kyc.actionSubmit' as const;
}
