/**
 * The worker processes' entry (./worker-main.ts). From the sources (tests, the development
 * server) it is that file, run through tsx; the production build replaces this module with the
 * address of the build/server/worker-main.js it emits (./worker-entry-plugin.ts).
 */
export const WORKER_MAIN_URL: string = new URL('./worker-main.ts', import.meta.url).href;
