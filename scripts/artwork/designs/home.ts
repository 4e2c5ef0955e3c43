import type { Job } from './job';
export function homeJobs(): Job[] {
  return [];
}
