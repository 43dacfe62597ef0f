import type { ApiError } from '@portal/contracts/web';
import { Loading } from './Loading';

export interface QueryStatusProps {
  query: { isPending: boolean; error: ApiError | null; refetch: () => unknown };
  /** The loading text, e.g. "Loading withdrawals…". */
  loading: string;
  /** The error row's text (default: the server's message). */
  errorText?: (error: ApiError) => string;
  /** Whether a Retry button is offered for this error (default: always). */
  retryable?: (error: ApiError) => boolean;
  /** The Retry button's text (callers pass it in the page's language; this piece has no i18n). */
  retryLabel?: string;
  inline?: boolean;
}

/** What a list shows while its query runs or after it failed: a spinner, or the error with Retry; nothing once data is there. */
export function QueryStatus({ query, loading, errorText = (error) => error.message, retryable = () => true, retryLabel = 'Retry', inline }: QueryStatusProps) {
  if (query.isPending) return <Loading label={loading} inline={inline} />;
  if (!query.error) return null;
  return (
    <div className="alert alert-error alert-row" role="alert">
      <span>{errorText(query.error)}</span>
      {retryable(query.error) && (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void query.refetch()}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
