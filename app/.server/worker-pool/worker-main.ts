import { sendableError } from './worker-errors';
import { TASKS, type TaskName } from './worker-tasks';

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
