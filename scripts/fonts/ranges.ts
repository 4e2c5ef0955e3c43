/** Unicode ranges as [first, last] code points, inclusive, and their CSS `unicode-range` form. */
export type Ranges = [number, number][];

/** fontsource's Latin subset, the whole of what its files hold. */
export const LATIN: Ranges = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** What nearly every page shows: ASCII, the no-break space, © and ·, dashes, curly quotes, • and …. */
export const BASIC: Ranges = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00b7, 0x00b7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];

export const REST: Ranges = without(LATIN, BASIC);

export function codePointsOf(ranges: Ranges): number[] {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));
}

export function rangesOf(ranges: Ranges): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

export function without(all: Ranges, cut: Ranges): Ranges {
  const removed = new Set(codePointsOf(cut));
  const kept: Ranges = [];
  for (const point of codePointsOf(all)) {
    if (removed.has(point)) continue;
    const last = kept.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else kept.push([point, point]);
  }
  return kept;
}
