import type { Job } from './job';
export function brandJobs(): Job[] {
  return [];
}
export async function writeIcons(_dir: string): Promise<[string, number][]> {
  return [];
}
