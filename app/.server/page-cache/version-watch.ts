import pg from 'pg';
import type { Db, Engine } from '../db/connection';
import { CONTENT_CHANNEL, readContentVersion } from './content-version';

/** Where the page cache gets the content version each cacheable request is checked against. */
export interface ContentVersionSource {
  read(): Promise<number | null>;
  /** True while the version is held in process (PostgreSQL, listening). */
  readonly listening: boolean;
  stop(): Promise<void>;
}

/** How often the listening connection reads the version itself: a connection gone quiet is found within it. */
export const HEARTBEAT_MS = 2_000;
/** Its connection's name in pg_stat_activity. */
export const WATCH_APPLICATION_NAME = 'content-version-watch';
const RETRY_MS = { first: 250, most: 10_000 };

export function contentVersionSource(options: {
  db: Db;
  engine: Engine;
  databaseUrl?: string;
  log?: (line: string) => void;
}): ContentVersionSource {
  if (options.engine === 'postgres' && options.databaseUrl)
    return new VersionWatch(options.db, options.databaseUrl, options.log ?? console.log);
  // SQLite: one process holds the file, and a primary-key read in process costs microseconds.
  return { read: () => readContentVersion(options.db), listening: false, stop: async () => {} };
}

/**
 * PostgreSQL: the version is held in process, kept current by LISTEN on a connection of its own
 * (every raise NOTIFYs its new version at commit, `touchContent`), so a cached page needs no round
 * trip. Until it listens (the first request, a dropped connection, reconnecting) each request reads
 * it as before. The listening connection also reads it every HEARTBEAT_MS: a connection that died
 * without a word is dropped within that, and nothing held can be older than it.
 */
class VersionWatch implements ContentVersionSource {
  private held: number | null = null;
  /** The highest version a notification named, also while the first read is under way. */
  private heard = 0;
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private delay = RETRY_MS.first;
  private stopped = false;
  /** Clients already dropped: an 'error' and the 'end' after it drop once. */
  private readonly gone = new WeakSet<pg.Client>();
  /** Heartbeat reads in a row below what is held: two mean the database went back (a restore), not a race. */
  private lowReads = 0;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string,
    private readonly log: (line: string) => void,
  ) {}

  get listening() {
    return this.held !== null;
  }

  async read(): Promise<number | null> {
    if (this.held !== null) return this.held;
    this.start();
    return readContentVersion(this.db);
  }

  private start() {
    if (this.stopped || this.client || this.connecting || this.retry) return;
    this.connecting = this.connect().finally(() => (this.connecting = null));
  }

  private async connect() {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      query_timeout: HEARTBEAT_MS,
      application_name: WATCH_APPLICATION_NAME,
    });
    client.on('notification', (message) => {
      const version = Number(message.payload);
      if (!Number.isSafeInteger(version)) return;
      this.heard = Math.max(this.heard, version);
      if (this.held !== null) this.held = Math.max(this.held, version);
    });
    client.on('error', (error) => this.drop(client, error.message));
    client.on('end', () => this.drop(client, 'the connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (this.stopped) return void (await client.end().catch(() => {}));
      this.client = client;
      // Read after listening: a raise in between is in the read or comes as a notification.
      this.held = Math.max((await this.readOn(client)) ?? 0, this.heard);
      this.delay = RETRY_MS.first;
      this.heartbeat = setInterval(() => void this.beat(client), HEARTBEAT_MS);
      this.heartbeat.unref();
    } catch (error) {
      this.drop(client, error instanceof Error ? error.message : String(error));
    }
  }

  private async readOn(client: pg.Client): Promise<number | null> {
    const { rows } = await client.query<{ version: string | number }>(
      'select version from content_version where id = 1',
    );
    return rows[0] ? Number(rows[0].version) : null;
  }

  private async beat(client: pg.Client) {
    try {
      const version = await this.readOn(client);
      if (this.client !== client || this.held === null || version === null) return;
      // One read below may have started before a raise the notification already brought.
      this.lowReads = version < this.held ? this.lowReads + 1 : 0;
      if (version > this.held || this.lowReads >= 2) this.held = version;
    } catch (error) {
      this.drop(client, error instanceof Error ? error.message : String(error));
    }
  }

  /** Back to reading each time; listening again after a pause that grows to RETRY_MS.most. */
  private drop(client: pg.Client, why: string) {
    if (this.gone.has(client) || (this.client !== null && this.client !== client)) return;
    this.gone.add(client);
    const wasListening = this.held !== null;
    this.held = null;
    this.client = null;
    clearInterval(this.heartbeat);
    client.removeAllListeners('notification');
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.stopped) return;
    if (wasListening) this.log(`Page cache: stopped listening for content changes (${why}); reading each time`);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.start();
    }, this.delay);
    this.retry.unref();
    this.delay = Math.min(this.delay * 2, RETRY_MS.most);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    await this.connecting;
    const client = this.client;
    this.client = null;
    this.held = null;
    await client?.end().catch(() => {});
  }
}
