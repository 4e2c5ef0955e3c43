import type { LoaderFunctionArgs } from '@remix-run/node';
import { healthAnswer } from '~/.server/health/health-answer';

export async function loader({ context }: LoaderFunctionArgs) {
  return healthAnswer(context.services);
}
