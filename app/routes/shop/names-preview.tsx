import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { NamesPreview } from '~/.server/designs/names-preview';
import { Field, inputClasses } from '~/components/forms/field';
import { invitationDate } from '~/lib/studio-time';
import { buttonClasses } from '~/components/ui/button-link';
import {
  checkPreviewInput,
  PREVIEW_FIELDS,
  PREVIEW_MAX_CHARS,
  previewImagePath,
  type PreviewField,
  type PreviewInput,
  type PreviewWords,
} from '~/schemas/preview';

const DEBOUNCE_MS = 400;
const FIELD_HEADER = 'X-Preview-Field';

export function previewAlt(title: string, words: PreviewWords, sample: NamesPreview['sample']): string {
  const names = words.names ?? sample.names;
  const date = words.date ? invitationDate(words.date) || words.date : sample.date;
  const venue = (words.venue ?? sample.venue).replace(/\n/g, ', ');
  const whose = words.names ? '' : ' with the sample names';
  return `The ${title} invitation${whose}: ${names}, ${date}, ${venue}. A watermarked preview.`;
}

/**
 * Without JavaScript a GET form to this page. With it the image follows the typing after a pause; a
 * refused field keeps its last words that fitted while the others go on updating it.
 */
export function NamesPreviewSection({
  collectionId,
  title,
  preview,
  onWords,
}: {
  collectionId: number;
  title: string;
  preview: NamesPreview;
  onWords: (words: PreviewWords) => void;
}) {
  const [input, setInput] = useState<PreviewInput>(preview.input);
  const [serverErrors, setServerErrors] = useState<Partial<Record<PreviewField, string>>>(preview.errors);
  const [formError, setFormError] = useState<string | null>(preview.formError);
  const [shown, setShown] = useState({ src: preview.imageSrc, words: preview.words });
  const [busy, setBusy] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typed = useRef(false);

  const checked = checkPreviewInput(input);
  const errors = { ...serverErrors, ...checked.errors };
  const wanted: PreviewWords = { ...checked.words };
  for (const name of PREVIEW_FIELDS) {
    if (!errors[name]) continue;
    if (shown.words[name] !== undefined) wanted[name] = shown.words[name];
    else delete wanted[name];
  }
  const wantedSrc = previewImagePath(collectionId, wanted);
  const wantedKey = JSON.stringify(wanted);
  // Add to Cart carries the words that pass, not a refused one.
  const carried: PreviewWords = {};
  for (const field of PREVIEW_FIELDS)
    if (wanted[field] !== undefined && !serverErrors[field]) carried[field] = wanted[field];
  const carriedKey = JSON.stringify(carried);

  useEffect(() => {
    if (typed.current) onWords(JSON.parse(carriedKey) as PreviewWords);
  }, [carriedKey, onWords]);

  async function show(src: string, words: PreviewWords) {
    pending.current?.abort();
    if (src === shown.src) {
      setBusy(false);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setBusy(true);
    try {
      const answer = await fetch(src, { signal: controller.signal });
      if (answer.ok) {
        // The browser keeps the image (Cache-Control), so the <img> below does not ask again.
        await answer.blob();
        if (controller.signal.aborted) return;
        setShown({ src, words });
        setFormError(null);
      } else {
        const message = (await answer.text()).slice(0, 300);
        if (controller.signal.aborted) return;
        const field = answer.headers.get(FIELD_HEADER) as PreviewField | null;
        if (field && (PREVIEW_FIELDS as readonly string[]).includes(field))
          setServerErrors((current) => ({ ...current, [field]: message }));
        else setFormError(message || 'The preview could not be drawn just now.');
      }
    } catch {
      if (controller.signal.aborted) return;
      setFormError('The preview could not be drawn just now. Please try again.');
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setBusy(false);
      }
    }
  }

  useEffect(() => {
    if (!typed.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void show(wantedSrc, JSON.parse(wantedKey) as PreviewWords), DEBOUNCE_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // `show` reads the shown image through its closure; the words are what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantedSrc, wantedKey]);

  useEffect(() => () => pending.current?.abort(), []);

  function change(field: PreviewField, value: string) {
    typed.current = true;
    setInput((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  const field = (name: PreviewField) => ({
    id: `preview-${name}`,
    name,
    value: input[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `preview-${name}-error`,
    className: inputClasses,
  });

  return (
    <section
      id="preview"
      aria-labelledby="preview-heading"
      className="mt-16 scroll-mt-24 overflow-hidden rounded-3xl border border-line bg-cream/60 sm:mt-20"
    >
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:grid-rows-[auto_auto] lg:gap-x-14 lg:gap-y-0 lg:p-14">
        <div className="lg:col-start-2 lg:row-start-1 lg:self-end">
          <p className="font-script text-2xl text-rose sm:text-3xl">Before you buy</p>
          <h2 id="preview-heading" className="text-3xl sm:text-4xl">
            See it with your names
          </h2>
          <span aria-hidden="true" className="mt-4 block h-px w-16 bg-gold" />
          <p className="mt-5 leading-relaxed text-muted">
            Type your names, the date and the venue to see them set in this invitation. They come with the collection
            when you add it to your cart, ready for your brief at checkout.
          </p>
        </div>

        <figure className="mx-auto w-full max-w-sm lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:max-w-md lg:self-center">
          <div className="relative rounded-sm bg-white p-2 shadow-[0_18px_40px_-18px_rgba(58,48,44,0.45)] sm:p-3">
            <img
              src={shown.src}
              alt={previewAlt(title, shown.words, preview.sample)}
              width={preview.size.width}
              height={preview.size.height}
              data-testid="names-preview-image"
              className={`block h-auto w-full bg-white transition-opacity duration-300 ${busy ? 'opacity-60' : 'opacity-100'}`}
            />
          </div>
          <figcaption className="mt-4 text-center text-sm leading-relaxed text-muted">
            <span aria-live="polite">{busy ? 'Setting your words…' : 'A watermarked preview.'}</span> Your designer sets
            the wording, time and details from your brief.
          </figcaption>
        </figure>

        <form
          method="get"
          action={`/collections/${collectionId}#preview`}
          noValidate
          className="lg:col-start-2 lg:row-start-2 lg:mt-8 lg:self-start"
          onSubmit={(event) => {
            event.preventDefault();
            typed.current = true;
            if (timer.current) clearTimeout(timer.current);
            void show(wantedSrc, wanted);
          }}
        >
          {formError ? (
            <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {formError}
            </p>
          ) : null}
          <Field
            id="preview-names"
            label="Names"
            errors={errors.names ? [errors.names] : []}
            errorId="preview-names-error"
          >
            <input
              type="text"
              autoComplete="off"
              placeholder={preview.sample.names}
              maxLength={PREVIEW_MAX_CHARS.names * 2}
              {...field('names')}
            />
          </Field>
          <div className="grid gap-x-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <Field
              id="preview-date"
              label="Event date"
              errors={errors.date ? [errors.date] : []}
              errorId="preview-date-error"
            >
              <input type="date" min={preview.today} {...field('date')} />
            </Field>
            <Field
              id="preview-venue"
              label="Venue"
              errors={errors.venue ? [errors.venue] : []}
              errorId="preview-venue-error"
            >
              <input
                type="text"
                autoComplete="off"
                placeholder={preview.sample.venue.replace(/\n/g, ', ')}
                maxLength={PREVIEW_MAX_CHARS.venue * 2}
                {...field('venue')}
              />
            </Field>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-3">
            <button type="submit" className={buttonClasses('outline')}>
              Show my preview
            </button>
            <p className="text-xs leading-relaxed text-muted">
              A field left blank keeps the design’s sample. Nothing is saved until you check out.
            </p>
          </div>
        </form>
      </div>
    </section>
  );
}
