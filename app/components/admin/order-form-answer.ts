import type { SubmissionResult } from '@conform-to/react';
import { useActionData } from '@remix-run/react';

/** What the order page's action answers a refused post: the form's result and which form it was. */
export interface OrderFormAnswer {
  result: SubmissionResult<string[]>;
  form: string | null;
}

/**
 * The action's answer when it belongs to the form `key` (a move, or `resend-<mail id>`), so its
 * message stands beside that form and no other; `null` for an answer to a post no form of the
 * page makes (shown at the top of the page).
 */
export function useOrderFormAnswer(key: string | null): OrderFormAnswer | undefined {
  const answer = useActionData<OrderFormAnswer>();
  return answer && answer.form === key ? answer : undefined;
}

/** The first message of an answer: the form's own, else the first field's. */
export function answerMessage(answer: OrderFormAnswer | undefined): string | null {
  if (!answer) return null;
  const errors = answer.result.error ?? {};
  return errors['']?.[0] ?? Object.values(errors).find((list) => list?.length)?.[0] ?? null;
}
