import { parsePartyToken } from '~/.server/guest-list/parties';
import { parseSiteAddress } from '~/.server/invitation-site/site-address';

/**
 * A guest's invitation page (`/i/<address>/<token>`) is one party's, so it is never shared: it is
 * kept under its own address, checked against the stamp of what it shows
 * (`invitation-site/guest-page-stamp.ts`) on every serve, sent `private, no-store` as rendered, with a
 * new nonce and form token each time. Any query string, a data request or one of the app's cookies
 * (a flash notice after a save) is rendered as before.
 */
export const PERSONAL_KEY_PREFIX = 'personal:';

const GUEST_PAGE = /^\/i\/([^/]{1,40})\/([^/]{1,40})$/;

export interface GuestPageKey {
  key: string;
  address: string;
  token: string;
}

export function guestPageKey(url: URL): GuestPageKey | null {
  if (url.search) return null;
  const match = GUEST_PAGE.exec(url.pathname);
  const address = parseSiteAddress(match?.[1]);
  const token = parsePartyToken(match?.[2]);
  if (!address || !token) return null;
  return { key: `${PERSONAL_KEY_PREFIX}/i/${address}/${token}`, address, token };
}

export const isPersonalKey = (key: string) => key.startsWith(PERSONAL_KEY_PREFIX);
