import type { SubmissionResult } from '@conform-to/react';
import { useActionData } from '@remix-run/react';

export interface OrderFormAnswer {
  result: SubmissionResult<string[]>;
  form: string | null;
}

/** So its message stands beside that form and no other; `null` for a post no form of the page makes. */
export function useOrderFormAnswer(key: string | null): OrderFormAnswer | undefined {
  const answer = useActionData<OrderFormAnswer>();
  return answer && answer.form === key ? answer : undefined;
}

export function answerMessage(answer: OrderFormAnswer | undefined): string | null {
  if (!answer) return null;
  const errors = answer.result.error ?? {};
  return errors['']?.[0] ?? Object.values(errors).find((list) => list?.length)?.[0] ?? null;
}
