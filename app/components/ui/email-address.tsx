import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects when it must (before the @, or at a hyphen),
 * not in the middle of a word; a part longer than the line still wraps rather than running out of its box.
 */
export function EmailAddress({ email, className = '' }: { email: string; className?: string }) {
  const parts = email.split(/(?=@)/);
  return (
    <span className={`[overflow-wrap:anywhere] ${className}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
