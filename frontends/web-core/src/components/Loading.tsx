/** A spinner with its text, announced politely; `inline` for a line inside a card instead of a block. */
export function Loading({ label = 'Loading…', inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div className={inline ? 'loading loading-inline' : 'loading'} role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
