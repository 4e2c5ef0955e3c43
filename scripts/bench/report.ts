/** The bench's table, its verdict on the issue's targets, and its JSON. */
import type { LighthouseScore } from './lighthouse';
import type { LoadResult } from './load';
import type { PageWeight } from './page-weight';
import type { Target, TargetKind } from './targets';

export interface TargetSummary {
  name: string;
  kind: TargetKind;
  path: string;
  connections: number;
  /** Medians over the rounds. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** requests per second ÷ the static file's, in the same rounds. */
  ratioToStatic: number | null;
  failures: number;
  rounds: LoadResult[];
}

export interface RunReport {
  engine: string;
  catalogue: string;
  targets: TargetSummary[];
  weights: PageWeight[];
  lighthouse: LighthouseScore[];
}

/** The issue's targets: a page is judged by its kind. */
export const GOALS = {
  publicRatio: 0.6,
  visitorRatio: 0.5,
  signedInRatio: 0.25,
  personalRatio: 0.25,
  publicP99Ms: 100,
  firstLoadJsBytes: 100 * 1024,
  lighthouse: 0.98,
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function summarise(targets: Target[], rounds: Map<Target, LoadResult[]>, connections: number) {
  const staticTarget = targets.find((target) => target.kind === 'static')!;
  const staticRps = median(rounds.get(staticTarget)!.map((round) => round.requestsPerSecond));
  return targets.map((target): TargetSummary => {
    const runs = rounds.get(target)!;
    const rps = median(runs.map((round) => round.requestsPerSecond));
    return {
      name: target.name,
      kind: target.kind,
      path: target.path,
      connections: target.connections ?? connections,
      requestsPerSecond: rps,
      p50: median(runs.map((round) => round.p50)),
      p99: median(runs.map((round) => round.p99)),
      ratioToStatic: target.kind === 'static' || target.kind === 'preview' ? null : rps / staticRps,
      failures: runs.reduce((sum, round) => sum + round.failures, 0),
      rounds: runs,
    };
  });
}

function verdict(target: TargetSummary): string {
  if (target.kind === 'public') {
    const ok = target.ratioToStatic! >= GOALS.publicRatio && target.p99 <= GOALS.publicP99Ms;
    return ok ? 'meets' : `misses (≥ ${GOALS.publicRatio}, p99 ≤ ${GOALS.publicP99Ms} ms)`;
  }
  if (target.kind === 'visitor') {
    return target.ratioToStatic! >= GOALS.visitorRatio ? 'meets' : `misses (≥ ${GOALS.visitorRatio})`;
  }
  if (target.kind === 'signed-in') {
    return target.ratioToStatic! >= GOALS.signedInRatio ? 'meets' : `misses (≥ ${GOALS.signedInRatio})`;
  }
  if (target.kind === 'personal') {
    return target.ratioToStatic! >= GOALS.personalRatio ? 'meets' : `misses (≥ ${GOALS.personalRatio})`;
  }
  return '';
}

const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function loadTable(report: RunReport): string {
  const lines = [
    `${report.engine}, ${report.catalogue} catalogue`,
    `${pad('page', 26)}${pad('conns', 6, true)}${pad('req/s', 9, true)}${pad('p50 ms', 9, true)}${pad('p99 ms', 9, true)}${pad('× static', 10, true)}${pad('failed', 8, true)}  target`,
  ];
  for (const target of report.targets) {
    lines.push(
      `${pad(target.name, 26)}${pad(String(target.connections), 6, true)}${pad(target.requestsPerSecond.toFixed(0), 9, true)}` +
        `${pad(target.p50.toFixed(0), 9, true)}${pad(target.p99.toFixed(0), 9, true)}` +
        `${pad(target.ratioToStatic === null ? '—' : target.ratioToStatic.toFixed(2), 10, true)}${pad(String(target.failures), 8, true)}  ${verdict(target)}`,
    );
  }
  return lines.join('\n');
}

export function weightTable(weights: PageWeight[]): string {
  const lines = [
    `${pad('first load on a phone', 26)}${pad('HTML', 11, true)}${pad('HTML wire', 11, true)}${pad('JS files', 10, true)}${pad('JS wire', 11, true)}${pad('CSS wire', 11, true)}${pad('images', 8, true)}${pad('image wire', 12, true)}`,
  ];
  for (const weight of weights) {
    lines.push(
      `${pad(weight.path.slice(0, 25), 26)}${pad(kb(weight.htmlBytes), 11, true)}${pad(kb(weight.htmlTransferBytes), 11, true)}` +
        `${pad(String(weight.jsFiles), 10, true)}${pad(kb(weight.jsTransferBytes), 11, true)}${pad(kb(weight.cssTransferBytes), 11, true)}` +
        `${pad(String(weight.imageFiles), 8, true)}${pad(kb(weight.imageTransferBytes), 12, true)}` +
        (weight.jsTransferBytes > GOALS.firstLoadJsBytes ? '  JS over 100 KB' : ''),
    );
  }
  return lines.join('\n');
}

export function lighthouseTable(scores: LighthouseScore[]): string {
  const lines = [
    `${pad('Lighthouse mobile', 26)}${pad('score', 7, true)}${pad('FCP', 9, true)}${pad('LCP', 9, true)}${pad('TBT', 9, true)}${pad('CLS', 7, true)}`,
  ];
  for (const score of scores) {
    lines.push(
      `${pad(score.path.slice(0, 25), 26)}${pad(String(Math.round(score.performance * 100)), 7, true)}` +
        `${pad(`${(score.firstContentfulPaintMs / 1000).toFixed(1)} s`, 9, true)}${pad(`${(score.largestContentfulPaintMs / 1000).toFixed(1)} s`, 9, true)}` +
        `${pad(`${score.totalBlockingTimeMs.toFixed(0)} ms`, 9, true)}${pad(score.cumulativeLayoutShift.toFixed(3), 7, true)}` +
        (score.performance < GOALS.lighthouse ? `  under ${GOALS.lighthouse * 100}` : ''),
    );
  }
  return lines.join('\n');
}

/** Each public page's p50 on the large catalogue against the small one's (the goal: within 1.5×). */
export function growthTable(small: RunReport, large: RunReport): string {
  const lines = [
    `${pad(`growth (${small.engine})`, 26)}${pad('small p50', 11, true)}${pad('large p50', 11, true)}${pad('×', 7, true)}`,
  ];
  for (const target of small.targets.filter((entry) => entry.kind === 'public')) {
    const grown = large.targets.find((entry) => entry.name === target.name);
    if (!grown) continue;
    const factor = grown.p50 / Math.max(target.p50, 1);
    lines.push(
      `${pad(target.name, 26)}${pad(`${target.p50.toFixed(0)} ms`, 11, true)}${pad(`${grown.p50.toFixed(0)} ms`, 11, true)}` +
        `${pad(factor.toFixed(2), 7, true)}${factor > 1.5 ? '  over 1.5×' : ''}`,
    );
  }
  return lines.join('\n');
}
