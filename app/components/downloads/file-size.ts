const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${oneDecimal.format(bytes / 1_000_000)} MB`;
}
