/** The loading spinner and the error-with-Retry row every admin list shows while its query runs or fails. */
export function QueryStatus({ query, loading, failed }: {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  loading: string;
  /** e.g. "Failed to fetch users"; the server's message follows. */
  failed: string;
}) {
  if (query.isPending) {
    return (
      <div className="loading" role="status">
        <div className="spinner" aria-hidden="true" />
        <span>{loading}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="alert alert-error adm-alert-row" role="alert">
        <span>{failed}: {query.error?.message}</span>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  return null;
}
