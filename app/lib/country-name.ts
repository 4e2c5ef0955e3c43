const regions = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryWithCode(code: string): string {
  try {
    const name = regions.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
