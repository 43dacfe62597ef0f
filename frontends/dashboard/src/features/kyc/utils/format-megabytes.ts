const BYTES_PER_MB = 1024 * 1024;

/** A file size in MB with two decimals ("2.41 MB"). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / BYTES_PER_MB).toFixed(2)} MB`;
}
