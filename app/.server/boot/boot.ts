import path from 'node:path';
import { loadConfig } from '~/.server/platform/config';
import { prepareDatabase } from '~/.server/db/prepare-database';
import { backgroundRun } from '~/.server/jobs/background-run';
import { releaseRenderClaims } from '~/.server/designs/render-jobs';
import { ensureCollectionFiles } from '~/.server/downloads/collection-files';
import { imageFilesFor } from '~/.server/images/image-files';
import { ingestStaticArtwork } from '~/.server/images/static-artwork';
import { releaseClaims } from '~/.server/mail/outbox';
import { baseHeaders } from '~/.server/platform/security-headers';
import { createServices, type Services } from './services';
import { startTimers } from './timers';
import { sendDueReminders } from '~/.server/guest-list/reminders';
import { removeLeftoverUploads } from '~/.server/sweep/leftover-temp-files';
import { workerPool } from '~/.server/worker-pool/server-pool';

export interface RunningServer {
  services: Services;
  /** server.mjs adds them where a route has not set its own. */
  baseHeaders: Record<string, string>;
  /** Work that grows with the catalogue (template files), run in the background once the server listens. */
  afterListening(): void;
  /**
   * First thing on SIGTERM: /healthz answers 503, and renders under way are cancelled (an order's is
   * queued again), so a long render never holds the stop past DRAIN_TIMEOUT_MS.
   */
  markStopping(): void;
  stop(): Promise<void>;
}

/**
 * The server's start-up, once, before it listens: configuration, database, migrations, file store,
 * artwork and the timer. Importing this module does none of it.
 */
export async function boot(
  env: Record<string, string | undefined> = process.env,
  log: (line: string) => void = console.log,
): Promise<RunningServer> {
  const config = loadConfig(env, log);
  const services = createServices(config);
  workerPool.artCacheDir = config.ART_CACHE_DIR;
  const { db, engine, mailer } = services;
  log(`Database (${engine}): connected`);
  await prepareDatabase(db, log);
  await services.files.prepare();
  log(`Files: ${services.files.description}`);
  const leftovers = await removeLeftoverUploads(config.DATA_DIR);
  if (leftovers) log(`Uploads: removed ${leftovers} upload folder(s) a stopped run left`);
  const artwork = await ingestStaticArtwork({ db, files: imageFilesFor(services) }, path.resolve('public'));
  if (artwork) log(`Images: took ${artwork} artwork file(s) through the image pipeline`);
  // One server owns a SQLite file: a claim left in it is from a run that died mid-send.
  if (engine === 'sqlite' && (await releaseClaims(db))) log('Mail: freed the claim of a run that stopped mid-send');
  if (engine === 'sqlite' && (await releaseRenderClaims(db)))
    log('Designs: queued again the render a stopped run left unfinished');
  mailer.kick();
  services.renders.kick();
  const reminders = backgroundRun('Guest reminders', () => sendDueReminders(services));
  reminders.kick();
  const timers = startTimers({ ...services, reminders });
  log(
    'Timer: started (mail, design renders and guest reminders every 30 s, housekeeping every hour, the file sweep every 6 hours)',
  );

  const stopFiles = new AbortController();
  const collectionFiles = backgroundRun('Downloads: making template files', async () => {
    const filled = await ensureCollectionFiles(db, services.files, path.resolve('public'), stopFiles.signal);
    if (filled) log(`Downloads: made the template files of ${filled} collection(s)`);
  });

  let stopping: Promise<void> | undefined;
  return {
    services,
    baseHeaders: baseHeaders(config.SITE_URL),
    afterListening: () => collectionFiles.kick(),
    markStopping: () => {
      services.lifecycle.markStopping();
      void workerPool.close();
    },
    stop: () =>
      (stopping ??= (async () => {
        timers.stop();
        stopFiles.abort();
        await workerPool.close();
        await Promise.all([
          mailer.idle(),
          services.pageViews.idle(),
          services.renders.idle(),
          collectionFiles.idle(),
          reminders.idle(),
        ]);
        await services.contentVersion.stop();
        await db.destroy();
        log(`Stopped: timer cleared, database (${engine}) closed`);
      })()),
  };
}
