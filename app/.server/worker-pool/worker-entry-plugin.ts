import path from 'node:path';
import type { Plugin } from 'vite';

const ENTRY = path.resolve('app/.server/worker-pool/worker-main.ts');
const URL_MODULE = path.resolve('app/.server/worker-pool/worker-main-url.ts');

/** Emits build/server/worker-main.js beside the server build and points ./worker-main-url.ts at it. */
export function workerEntryPlugin(): Plugin {
  let ssr = false;
  let reference: string | undefined;
  return {
    name: 'petal-worker-entry',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      if (ssr) reference = this.emitFile({ type: 'chunk', id: ENTRY, fileName: 'worker-main.js' });
    },
    load(id) {
      if (!ssr || id !== URL_MODULE || !reference) return null;
      return `export const WORKER_MAIN_URL = import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
