import type { LoaderFunctionArgs } from '@remix-run/node';
import { healthAnswer } from '~/.server/health/health-answer';

/** Health check for the platform (fly.toml): 200 `ok`, or 503 (app/.server/health/health-answer.ts). */
export async function loader({ context }: LoaderFunctionArgs) {
  return healthAnswer(context.services);
}
