/** A line with only spaces counts as blank. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Always escaped by React, never parsed as HTML. */
export function Paragraphs({ text, className = 'space-y-4' }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
