/** From the sources, run through tsx; the production build replaces it (./worker-entry-plugin.ts). */
export const WORKER_MAIN_URL: string = new URL('./worker-main.ts', import.meta.url).href;
