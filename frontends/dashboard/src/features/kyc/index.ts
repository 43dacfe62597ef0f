export { ActionRequiredCard } from './components/ActionRequiredCard';
export { KycRejectedBanner } from './components/KycRejectedBanner';
export { KycResultNoticeView } from './components/KycResultNoticeView';
export { KycScreen } from './components/KycScreen';
export { useKycResultNotice } from './hooks/use-kyc-result-notice';
export { profilePollInterval, type KycView } from './utils/poll-interval';
