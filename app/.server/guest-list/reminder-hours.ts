import { getTimezonesForCountry } from 'countries-and-timezones';
import { STUDIO_ZONE } from '~/lib/studio-time';
import { phoneCountry } from '~/.server/invitation-site/phone';

/** A reminder may arrive from 9 in the morning until 8 in the evening where the guest lives. */
export const DAYTIME_FROM = 9;
export const DAYTIME_UNTIL = 20;
/** A country wider than this (Russia) is judged by the zones near its middle. */
const WIDEST_MINUTES = 10 * 60;

const hourFormats = new Map<string, Intl.DateTimeFormat>();
function hourIn(zone: string, now: Date): number {
  let format = hourFormats.get(zone);
  if (!format)
    hourFormats.set(
      zone,
      (format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' })),
    );
  return Number(format.format(now));
}

const zonesOfCountry = new Map<string, string[]>();

/** The time zones of the phone's country; the studio's for a number with no country. */
export function zonesOfPhone(e164: string): string[] {
  const country = phoneCountry(e164);
  if (!country) return [STUDIO_ZONE];
  let zones = zonesOfCountry.get(country);
  if (!zones) {
    const all = getTimezonesForCountry(country) ?? [];
    const offsets = all.map((zone) => zone.utcOffset).sort((a, b) => a - b);
    const middle = offsets[Math.floor(offsets.length / 2)] ?? 0;
    const wide = offsets.length > 0 && offsets.at(-1)! - offsets[0]! > WIDEST_MINUTES;
    zones = all
      .filter((zone) => !wide || Math.abs(zone.utcOffset - middle) <= WIDEST_MINUTES / 2)
      .map((zone) => zone.name)
      .filter((name) => {
        try {
          hourIn(name, new Date());
          return true;
        } catch {
          return false;
        }
      });
    if (!zones.length) zones = [STUDIO_ZONE];
    zonesOfCountry.set(country, zones);
  }
  return zones;
}

/** Daytime everywhere the phone's country keeps time: nobody's phone buzzes at night. */
export function isDaytimeFor(e164: string, now: Date): boolean {
  return zonesOfPhone(e164).every((zone) => {
    const hour = hourIn(zone, now);
    return hour >= DAYTIME_FROM && hour < DAYTIME_UNTIL;
  });
}
