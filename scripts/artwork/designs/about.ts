import type { Job } from './job';
export function aboutJobs(): Job[] {
  return [];
}
