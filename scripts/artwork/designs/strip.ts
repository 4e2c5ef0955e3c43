import type { Job } from './job';
export function stripJobs(): Job[] {
  return [];
}
