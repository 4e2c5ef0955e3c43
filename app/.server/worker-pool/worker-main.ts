import { sendableError } from './worker-errors';
import { TASKS, type TaskName } from './worker-tasks';

/**
 * A worker process (./worker-pool.ts starts it): answers one task at a time over its IPC channel,
 * and goes when the server does (the channel closes).
 */
process.on('message', async (message: { id: number; task: TaskName; input: never }) => {
  try {
    const output = await TASKS[message.task](message.input);
    process.send!({ id: message.id, ok: true, output });
  } catch (error) {
    process.send!({ id: message.id, ok: false, error: sendableError(error) });
  }
});
process.on('disconnect', () => process.exit(0));
process.send!({ ready: true });
