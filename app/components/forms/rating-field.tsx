import { fieldMessage } from './form-wide-messages';
import { StarIcon } from '~/components/storefront/icons';

/** Native radios, so arrow keys work and it posts without JavaScript; the fill is CSS :has. */
const FILL =
  "[&:has(input[value='1']:checked)>label:nth-child(-n+1)]:text-gold [&:has(input[value='2']:checked)>label:nth-child(-n+2)]:text-gold [&:has(input[value='3']:checked)>label:nth-child(-n+3)]:text-gold [&:has(input[value='4']:checked)>label:nth-child(-n+4)]:text-gold [&:has(input[value='5']:checked)>label:nth-child(-n+5)]:text-gold";

export function RatingField({
  name,
  defaultValue,
  errors,
  errorId,
}: {
  name: string;
  defaultValue: number;
  errors?: string[];
  errorId: string;
}) {
  return (
    <fieldset aria-describedby={errorId} aria-invalid={errors?.length ? true : undefined}>
      <legend className="text-sm font-medium text-ink">Rating</legend>
      <div className={`mt-1.5 flex gap-1 text-line ${FILL}`}>
        {[1, 2, 3, 4, 5].map((value) => (
          <label
            key={value}
            className="cursor-pointer rounded-md p-0.5 transition-colors hover:text-gold/80 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose"
          >
            <input type="radio" name={name} value={value} defaultChecked={value === defaultValue} className="sr-only" />
            <StarIcon className="h-8 w-8" />
            <span className="sr-only">{value === 1 ? '1 star' : `${value} stars`}</span>
          </label>
        ))}
      </div>
      <p id={errorId} className="mt-1 min-h-5 text-sm text-red-700" aria-live="polite">
        {fieldMessage(errors)}
      </p>
    </fieldset>
  );
}
