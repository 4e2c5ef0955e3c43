import { SlotTextError } from '../designs/slots';

export class OverBudget extends Error {
  constructor(
    readonly limit: 'time' | 'memory',
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

export function reviveError(sent: SentError): Error {
  if (sent.name === 'SlotTextError' && sent.field !== undefined)
    return new SlotTextError(sent.field as SlotTextError['field'], sent.message);
  const error = new Error(sent.message);
  error.name = sent.name;
  return error;
}
