const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * A file size for people (spec 2 section 9: units Bytes, KB, MB, GB), 1024 per step,
 * at most two decimals without trailing zeros: 0 -> "0 Bytes", 1536 -> "1.5 KB".
 * Anything not a finite, non-negative number reads "0 Bytes"; GB is the largest unit.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const step = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = Number((bytes / 1024 ** step).toFixed(2));
  return `${value} ${UNITS[step]}`;
}
