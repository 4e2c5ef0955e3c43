/** Colour helpers and the studio palette. */
function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const n = parseInt(
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h,
    16,
  );
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex(r: number, g: number, b: number): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parse(a);
  const [r2, g2, b2] = parse(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}
/** amt > 0 lightens towards white, amt < 0 darkens towards a warm black. */
export function shade(c: string, amt: number): string {
  return amt >= 0 ? mix(c, '#ffffff', amt) : mix(c, '#2a1f1c', -amt);
}

export const C = {
  ivory: '#fbf7f0',
  cream: '#f5ecdf',
  paper: '#fdfaf5',
  linen: '#efe7dc',
  blush: '#f3d9d3',
  blushDeep: '#e8b7ad',
  peony: '#e39aa1',
  rose: '#c9707c',
  dustyRose: '#c98f8c',
  sage: '#9cae8f',
  sageLight: '#c9d3bd',
  sageDeep: '#62775c',
  olive: '#7d8a5a',
  eucalyptus: '#8ea79f',
  terracotta: '#c46f4e',
  terracottaLight: '#e0a486',
  sand: '#e9d6bd',
  pampas: '#e6d5b8',
  dustyBlue: '#8fa6bd',
  dustyBlueDeep: '#5d7892',
  navy: '#1f2d47',
  gold: '#b8924a',
  goldLight: '#e3cc91',
  ink: '#3a302c',
  inkSoft: '#6b5d56',
  kraft: '#cfae84',
  marigold: '#eb8a24',
  marigoldYellow: '#f5b935',
  mehndi: '#5f6f3a',
} as const;
