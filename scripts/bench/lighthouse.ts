/**
 * Lighthouse's mobile performance score of a page (its default: a Moto G Power on slow 4G with
 * 4× CPU slowdown), run with Debian's Chromium when it is there. Lighthouse is fetched by npx on
 * first use: it is a large tool that only this optional step needs, so it is not a dependency.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = '/usr/bin/chromium';

export interface LighthouseScore {
  path: string;
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
}

export async function lighthouseScore(origin: string, path: string): Promise<LighthouseScore> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      `${origin}${path}`,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, ...(fs.existsSync(CHROMIUM) ? { CHROME_PATH: CHROMIUM } : {}) },
    },
  );
  const report = JSON.parse(stdout) as Report;
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    path,
    performance: report.categories.performance.score,
    firstContentfulPaintMs: audit('first-contentful-paint'),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    totalBlockingTimeMs: audit('total-blocking-time'),
    cumulativeLayoutShift: audit('cumulative-layout-shift'),
  };
}
