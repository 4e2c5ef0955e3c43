import { useState } from 'react';
import type { FieldMetadata } from '@conform-to/react';
import { CENTRE, thumbnailSrc, variantUrl, isImageHash, type ImageFocus } from '~/lib/images';

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** How a page crops the picture: its box's width / height (CSS aspect-ratio). */
export interface Crop {
  label: string;
  aspect: string;
}

const percent = (value: unknown, fallback: number) => {
  const number = Number(value);
  return value !== '' && value !== undefined && Number.isInteger(number) && number >= 0 && number <= 100
    ? number
    : fallback;
};

/**
 * The picture as each page crops it, and the point the crops keep in view. Two sliders set the point
 * (and are what the form sends, so it works without JavaScript: the crops show the saved point);
 * with JavaScript the crops follow the sliders and a click on the whole picture moves the point there.
 */
export function FocusPicker({ imageRef, x, y, crops }: { imageRef: string; x: Meta; y: Meta; crops: Crop[] }) {
  const [focus, setFocus] = useState<ImageFocus>({
    x: percent(x.value ?? x.initialValue, CENTRE.x),
    y: percent(y.value ?? y.initialValue, CENTRE.y),
  });
  const src = isImageHash(imageRef) ? variantUrl(imageRef, 640, 'webp') : thumbnailSrc(imageRef);
  const position = `${focus.x}% ${focus.y}%`;
  return (
    <fieldset className="mt-4 rounded-xl border border-line bg-paper/60 p-4" data-testid="focus-picker">
      <legend className="px-1 text-sm font-medium text-ink">How it is cropped</legend>
      <p className="text-xs text-muted">
        Move the focal point to keep the subject in view on every page. Saved with the form.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <figure className="w-32 shrink-0">
          <button
            type="button"
            aria-label="The whole picture: click where its subject is"
            className="relative block w-full cursor-crosshair overflow-hidden rounded-lg border border-line bg-cream"
            onClick={(event) => {
              // A keyboard's click has no position: the sliders are for keyboards.
              if (event.detail === 0) return;
              const box = event.currentTarget.getBoundingClientRect();
              setFocus({
                x: Math.round(((event.clientX - box.left) / box.width) * 100),
                y: Math.round(((event.clientY - box.top) / box.height) * 100),
              });
            }}
          >
            <img src={src} alt="" className="block h-auto w-full" />
            <span
              aria-hidden="true"
              data-testid="focus-mark"
              className="absolute h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-rose/80 shadow"
              style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
            />
          </button>
          <figcaption className="mt-1 text-xs text-muted">The whole picture</figcaption>
        </figure>
        {crops.map((crop) => (
          <figure key={crop.label} className="w-24 shrink-0">
            <div
              className="overflow-hidden rounded-lg border border-line bg-cream"
              style={{ aspectRatio: crop.aspect }}
            >
              <img
                src={src}
                alt={`Cropped for ${crop.label.toLowerCase()}`}
                className="h-full w-full object-cover"
                style={{ objectPosition: position }}
                data-testid="focus-crop"
              />
            </div>
            <figcaption className="mt-1 text-xs text-muted">{crop.label}</figcaption>
          </figure>
        ))}
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Slider
          meta={x}
          label="Focal point across (%)"
          value={focus.x}
          onChange={(v) => setFocus({ ...focus, x: v })}
        />
        <Slider meta={y} label="Focal point down (%)" value={focus.y} onChange={(v) => setFocus({ ...focus, y: v })} />
      </div>
    </fieldset>
  );
}

function Slider({
  meta,
  label,
  value,
  onChange,
}: {
  meta: Meta;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="flex justify-between text-sm text-ink">
        {label}
        <output htmlFor={meta.id} className="tabular-nums text-muted">
          {value}
        </output>
      </label>
      <input
        id={meta.id}
        name={meta.name}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={meta.errors?.length ? meta.errorId : undefined}
        className="mt-1 w-full accent-rose"
      />
      {meta.errors?.length ? (
        <p id={meta.errorId} className="text-sm text-red-700">
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
