import { COUNTRY_CODES } from '~/schemas/checkout';

export interface CountryOption {
  code: string;
  name: string;
}

let options: CountryOption[] | null = null;

/** Made on the server, so the page and its hydration show the same names whatever the browser's locale data. */
export function countryOptions(): CountryOption[] {
  if (!options) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    options = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, 'en'),
    );
  }
  return options;
}
