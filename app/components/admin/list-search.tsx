import { Form, Link } from '@remix-run/react';
import { inputClasses } from '~/components/forms/field';
import { buttonClasses } from '~/components/ui/button-link';
import { CONTENT_SEARCH_MAX } from '~/schemas/content-list';

/** A GET form, so every filtered list is a link; a new search starts again at page 1. */
export function ListSearch({
  base,
  label,
  filter,
  q,
  placeholder,
  maxLength = CONTENT_SEARCH_MAX,
}: {
  base: string;
  label: string;
  filter: { name: string; label: string; value: string; options: readonly (readonly [string, string])[] };
  q: string;
  placeholder: string;
  maxLength?: number;
}) {
  const id = `${filter.name}-filter`;
  return (
    <Form
      method="get"
      action={base}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      role="search"
      aria-label={label}
    >
      <div className="sm:w-56">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {filter.label}
        </label>
        <select id={id} name={filter.name} defaultValue={filter.value} className={inputClasses}>
          {filter.options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:flex-1">
        <label htmlFor={`${filter.name}-search`} className="text-sm font-medium text-ink">
          Search
        </label>
        <input
          id={`${filter.name}-search`}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={maxLength}
          placeholder={placeholder}
          className={inputClasses}
        />
      </div>
      <div className="flex items-center gap-4">
        <button type="submit" className={buttonClasses('primary', 'px-6')}>
          Show
        </button>
        {filter.value !== filter.options[0]?.[0] || q ? (
          <Link to={base} className="text-sm text-rose underline-offset-4 hover:underline">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
