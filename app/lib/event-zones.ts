/**
 * Where an Indian wedding's events are held, and how its guests read a time there: India's is
 * "IST", any other place's is named by its place ("Dubai time"), so a guest abroad knows the time
 * is not their own. The studio's zone is the default.
 */
import { STUDIO_ZONE } from './studio-time';

export const EVENT_ZONES = [
  { zone: STUDIO_ZONE, place: 'India', short: 'IST' },
  { zone: 'Asia/Dubai', place: 'Dubai and Abu Dhabi', short: 'Dubai time' },
  { zone: 'Asia/Qatar', place: 'Qatar', short: 'Qatar time' },
  { zone: 'Asia/Muscat', place: 'Oman', short: 'Oman time' },
  { zone: 'Asia/Colombo', place: 'Sri Lanka', short: 'Sri Lanka time' },
  { zone: 'Asia/Kathmandu', place: 'Nepal', short: 'Nepal time' },
  { zone: 'Indian/Maldives', place: 'Maldives', short: 'Maldives time' },
  { zone: 'Indian/Mauritius', place: 'Mauritius', short: 'Mauritius time' },
  { zone: 'Asia/Bangkok', place: 'Thailand', short: 'Thailand time' },
  { zone: 'Asia/Singapore', place: 'Singapore and Malaysia', short: 'Singapore time' },
  { zone: 'Asia/Makassar', place: 'Bali', short: 'Bali time' },
  { zone: 'Europe/Istanbul', place: 'Turkey', short: 'Turkey time' },
  { zone: 'Europe/Rome', place: 'Italy and central Europe', short: 'Italy time' },
  { zone: 'Europe/London', place: 'United Kingdom', short: 'UK time' },
  { zone: 'America/New_York', place: 'US East Coast and Canada (Toronto)', short: 'Eastern time' },
  { zone: 'America/Los_Angeles', place: 'US West Coast', short: 'Pacific time' },
  { zone: 'Australia/Sydney', place: 'Sydney and Melbourne', short: 'Sydney time' },
] as const;

export type EventZone = (typeof EVENT_ZONES)[number]['zone'];

export const EVENT_ZONE_IDS = EVENT_ZONES.map((entry) => entry.zone) as [EventZone, ...EventZone[]];

/** "IST", "Dubai time"; a zone not on the list (an old row) is named as stored. */
export const zoneLabel = (zone: string) => EVENT_ZONES.find((entry) => entry.zone === zone)?.short ?? zone;
