import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

/**
 * isbot's one large pattern, run on each page served cost about 2% of a cached page; a site's
 * visitors send few distinct User-Agents, so each is tested once (the last 1,000 kept).
 */
const answers = new LRUCache<string, boolean>({ max: 1_000 });

export function isBotAgent(userAgent: string): boolean {
  let answer = answers.get(userAgent);
  if (answer === undefined) answers.set(userAgent, (answer = isbot(userAgent)));
  return answer;
}
