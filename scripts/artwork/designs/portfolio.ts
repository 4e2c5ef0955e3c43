import type { Job } from './job';
export function portfolioJobs(): Job[] {
  return [];
}
