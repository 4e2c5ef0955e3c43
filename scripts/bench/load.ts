/** One timed run of autocannon against one target. */
import autocannon from 'autocannon';
import { BROWSER_HEADERS, type Target } from './targets';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers with another status than the target expects, plus connection errors and timeouts. */
  failures: number;
  requests: number;
  /** How many answers had each status. */
  statuses: Record<string, number>;
}

export async function runLoad(
  origin: string,
  target: Target,
  options: { connections: number; durationSeconds: number },
): Promise<LoadResult> {
  const headers = { ...BROWSER_HEADERS, ...target.headers };
  const perRequest = target.perRequest;
  const result = await autocannon({
    url: origin,
    connections: target.connections ?? options.connections,
    duration: options.durationSeconds,
    requests: [
      {
        method: target.method ?? 'GET',
        path: target.path,
        headers,
        ...(perRequest
          ? {
              setupRequest: (request: autocannon.Request) => {
                const made = perRequest();
                return {
                  ...request,
                  ...(made.path ? { path: made.path } : {}),
                  ...(made.body ? { body: made.body } : {}),
                  headers: { ...headers, ...made.headers },
                };
              },
            }
          : {}),
      },
    ],
  });
  const statuses: Record<string, { count?: number }> = result.statusCodeStats ?? {};
  const answered = Object.values(statuses).reduce((sum, { count }) => sum + Number(count ?? 0), 0);
  const expected = Number(statuses[String(target.expect)]?.count ?? 0);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: answered - expected + result.errors + result.timeouts,
    requests: answered,
    statuses: Object.fromEntries(Object.entries(statuses).map(([status, { count }]) => [status, Number(count)])),
  };
}
