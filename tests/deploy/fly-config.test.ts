import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DATABASE_CHECK_TIMEOUT_MS } from '~/.server/health/database-check';
import { envPairs, readStages } from './support/dockerfile';
import { durationMs, readFlyToml, type Table } from './support/fly-toml';

/**
 * fly.toml against the Dockerfile and the server (flyctl cannot run here): the volume is where
 * the image keeps its data, the proxy's header is trusted, the health check reaches /healthz and
 * waits longer than its database timeout, and Fly waits for the drain before it kills.
 */
const checkout = path.resolve(import.meta.dirname, '../..');
const fly = readFlyToml(fs.readFileSync(path.join(checkout, 'fly.toml'), 'utf8'));
const final = readStages(fs.readFileSync(path.join(checkout, 'Dockerfile'), 'utf8')).at(-1)!;
const imageEnv = Object.assign(
  {},
  ...final.instructions.filter((step) => step.keyword === 'ENV').map((step) => envPairs(step.rest)),
) as Record<string, string>;
const env = fly.env as Table;
const service = fly.http_service as Table;

it('mounts the volume where the image keeps its data, and serves on the port the image exposes', () => {
  expect((fly.mounts as Table).destination).toBe(imageEnv.DATA_DIR);
  expect(env.DATA_DIR).toBe(imageEnv.DATA_DIR);
  const exposed = final.instructions.find((step) => step.keyword === 'EXPOSE')?.rest;
  expect(String(service.internal_port)).toBe(exposed);
  expect(env.PORT).toBe(exposed);
});

it("trusts Fly's proxy header for the visitor's address", () => {
  expect(env.TRUST_PROXY_HEADER).toBe('Fly-Client-IP');
});

it('checks /healthz, waiting longer than the database check does', () => {
  const checks = service.checks as Table[];
  expect(checks).toHaveLength(1);
  expect(checks[0]).toMatchObject({ method: 'GET', path: '/healthz' });
  expect(durationMs(checks[0]!.timeout)).toBeGreaterThan(DATABASE_CHECK_TIMEOUT_MS);
});

it('sends SIGTERM and waits for the drain before it kills', () => {
  expect(fly.kill_signal).toBe('SIGTERM');
  const drainMs = Number(env.DRAIN_TIMEOUT_MS);
  expect(drainMs).toBeGreaterThan(0);
  // The drain, then the mail run, the renders and the database closing: 5 s or more for those.
  expect(Number(fly.kill_timeout) * 1_000).toBeGreaterThanOrEqual(drainMs + 5_000);
});

it('replaces the one machine in place: a volume cannot go to a second machine at once', () => {
  expect((fly.deploy as Table).strategy).toBe('rolling');
  expect((fly.deploy as Table).release_command).toBeUndefined();
});
