import { Migrator, sql, type Migration } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '~/.server/db/prepare-database';
import { migrations } from '~/.server/db/migrate';
import { sampleCollections } from '~/.server/db/sample-content';
import { FORM_TOKEN_FIELD, issueFormToken } from '~/.server/forms/form-token';
import { startServer, type ServerProcess } from '../unit/support/server-process';
import { countRows, createTestDb } from '../unit/support/test-db';

/**
 * Migrations when several instances share one PostgreSQL database: instances starting at once
 * migrate once (one holds the start-up lock, the others wait), and a rolling deploy whose new
 * release adds to the schema keeps the old release's instances serving, restarts included.
 */
const SECRET = 'rolling-deploy-session-secret-0123456789abcdef';
const CLIENT_HEADER = 'X-Deploy-Client';
const SERVING = /is serving http:\/\/127\.0\.0\.1:\d+/;

/** The next release's migration in this test: additive, as docs/operations.md asks of every migration. */
const NEXT_RELEASE = '0900_next_release_gift_notes';
const nextRelease: Migration = {
  async up(db) {
    await db.schema.alterTable('orders').addColumn('gift_note', 'text').execute();
    await db.schema
      .createTable('gift_wrapping')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('label', 'text', (c) => c.notNull())
      .execute();
  },
};

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  `migrations with several instances on PostgreSQL${process.env.TEST_DATABASE_URL ? '' : ' (skipped: set TEST_DATABASE_URL)'}`,
  () => {
    const cleanUp: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const step of cleanUp.reverse()) await step();
    });

    it('three instances starting at once on an empty database: one migrates and loads the sample content, the others wait', async () => {
      const t = await createTestDb('postgres', { migrate: false });
      cleanUp.push(() => t.destroy());
      const handles = [t.reopen(), t.reopen(), t.reopen()];
      const logs: string[][] = handles.map(() => []);
      await Promise.all(handles.map((handle, i) => prepareDatabase(handle, (line) => logs[i]!.push(line))));

      const applied = logs.filter((lines) => lines.some((line) => line.includes('applied 0001_')));
      expect(applied).toHaveLength(1);
      expect(logs.filter((lines) => lines.includes('Database: loaded the sample content'))).toEqual(applied);
      expect(logs.flat().filter((line) => /another instance is migrating; waiting/.test(line))).toHaveLength(2);
      const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
      expect(recorded.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
      expect(await countRows(t.db, 'collections')).toBe(sampleCollections.length);
    });

    it('a rolling deploy with an additive migration: the old release serves throughout, and starts again on the newer schema', async () => {
      const t = await createTestDb('postgres');
      cleanUp.push(() => t.destroy());
      const env = {
        NODE_ENV: 'production',
        DATABASE_URL: t.databaseUrl!,
        SESSION_SECRET: SECRET,
        TRUST_PROXY_HEADER: CLIENT_HEADER,
      };
      const servers: ServerProcess[] = [];
      const start = async () => {
        const server = await startServer(env);
        servers.push(server);
        cleanUp.push(async () => {
          if (server.child.exitCode === null) server.child.kill('SIGKILL');
        });
        await server.waitFor(/Timer: started/, 60_000);
        await server.waitFor(SERVING, 60_000);
        return server;
      };
      const old = await start();

      // Visitors throughout: pages, and contact messages (a write), to whichever instance serves.
      const failures: string[] = [];
      const acknowledged: string[] = [];
      let serving = [old];
      /** Visits under way, by the instance they went to (a visit is a page and a post). */
      const underWay = new Map<ServerProcess, number>();
      let n = 0;
      let running = true;
      const visit = async () => {
        while (running) {
          const server = serving[n % serving.length]!;
          const origin = `http://127.0.0.1:${server.port}`;
          const client = `rolling-${n++}`;
          underWay.set(server, (underWay.get(server) ?? 0) + 1);
          try {
            const page = await fetch(`${origin}/collections`, { headers: { [CLIENT_HEADER]: client } });
            await page.arrayBuffer();
            if (page.status !== 200) failures.push(`GET /collections: ${page.status}`);
            const email = `${client}@example.test`;
            const sent = await fetch(`${origin}/contact`, {
              method: 'POST',
              redirect: 'manual',
              headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded', [CLIENT_HEADER]: client },
              body: new URLSearchParams({
                [FORM_TOKEN_FIELD]: issueFormToken(SECRET, 'contact'),
                name: 'Rolling Guest',
                email,
                message: 'Sent while the shop was being deployed.',
              }),
            });
            await sent.arrayBuffer();
            if (sent.status === 302) acknowledged.push(email);
            else failures.push(`POST /contact: ${sent.status}`);
          } catch (error) {
            failures.push(`${origin}: ${String(error)}`);
          } finally {
            underWay.set(server, underWay.get(server)! - 1);
          }
        }
      };
      const visitors = [visit(), visit()];

      // The new release's instance migrates the database (here, the test applies its migration).
      const migrator = new Migrator({
        db: t.db,
        provider: { getMigrations: async () => ({ ...migrations, [NEXT_RELEASE]: nextRelease }) },
      });
      const { error } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();
      const before = acknowledged.length;
      await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(before + 5);

      // An old instance restarts on the newer schema (a machine replaced mid-deploy): it starts,
      // says why it does not migrate, and serves beside the first.
      const restarted = await start();
      expect(restarted.output()).toContain(
        `Database (postgres): migrated by a newer release (${NEXT_RELEASE}); serving on it without migrating`,
      );
      serving = [old, restarted];
      const both = acknowledged.length;
      await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(both + 10);

      // The first old instance is taken out of the rotation and stopped as the deploy replaces it;
      // visitors go on to the other.
      serving = [restarted];
      await expect.poll(() => underWay.get(old), { timeout: 10_000 }).toBe(0);
      old.child.kill('SIGTERM');
      expect(await old.exited).toBe(0);
      const last = acknowledged.length;
      await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(last + 5);
      running = false;
      await Promise.all(visitors);

      expect(failures).toEqual([]);
      const stored = await t.db
        .selectFrom('contact_messages')
        .select('email')
        .where('email', 'in', acknowledged)
        .execute();
      expect(stored).toHaveLength(acknowledged.length);
      // The new release's column is there, and the old release's writes left it empty.
      const notes = await sql<{ n: number }>`select count(gift_note) as n from orders`.execute(t.db);
      expect(Number(notes.rows[0]!.n)).toBe(0);
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
    });
  },
);
