/** A test server: its address and its data folder. */
export interface Site {
  baseURL: string;
  dataDir: string;
}

/** The current worker's test server (fixtures.ts sets it before the worker's first test). */
let current: Site | undefined;

export function setSite(site: Site) {
  current = site;
}

function site() {
  if (!current) throw new Error('No test server yet: import `test` from ./fixtures');
  return current;
}

/** The worker's test server's address, e.g. http://127.0.0.1:40123. */
export const siteURL = () => site().baseURL;

/** The worker's test server's data folder, for reading what a flow stored. */
export const e2eDataDir = () => site().dataDir;
