import { SlotTextError } from '../designs/slots';

/**
 * What a task in a worker process can end with besides its answer. A task that goes past its
 * budget is killed with its process and ends in OverBudget; work asked for, or under way, when
 * the pool closes (SIGTERM) ends in PoolClosed. An error the task threw itself comes back as it
 * was thrown, as far as the callers tell errors apart (reviveError).
 */
export class OverBudget extends Error {
  constructor(
    readonly limit: 'time' | 'memory',
    /** The budget it went past: milliseconds, or megabytes of memory. */
    readonly budget: number,
  ) {
    super(limit === 'time' ? `It took longer than ${budget / 1000} s.` : `It needed more than ${budget} MB of memory.`);
    this.name = 'OverBudget';
  }
}

export class PoolClosed extends Error {
  constructor() {
    super('The server is stopping: the work was cancelled.');
    this.name = 'PoolClosed';
  }
}

/** A task's error as it crosses from the worker to the server. */
export interface SentError {
  name: string;
  message: string;
  field?: string;
}

export function sendableError(error: unknown): SentError {
  if (error instanceof SlotTextError) return { name: error.name, message: error.message, field: error.field };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** The error again, as the class its callers catch (a SlotTextError is the designer's message). */
export function reviveError(sent: SentError): Error {
  if (sent.name === 'SlotTextError' && sent.field !== undefined)
    return new SlotTextError(sent.field as SlotTextError['field'], sent.message);
  const error = new Error(sent.message);
  error.name = sent.name;
  return error;
}
