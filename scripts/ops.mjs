// Runs an operator command (app/.server/ops/) from the server build, so it works where the server
// runs: in the production image there are no sources and no dev dependencies, only the build.
//   node scripts/ops.mjs admin grant someone@example.com   (npm run admin -- grant …)
// From a clone, the site is built first when the build is missing or older than the sources.
import path from 'node:path';
import { ensureBuild } from './ensure-build.mjs';

const [name, ...args] = process.argv.slice(2);
ensureBuild();
const build = await import(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js'));
const commands = build.entry.module.operatorCommands;
const command = commands[name];
if (!command) {
  console.error(`Unknown command ${JSON.stringify(name ?? '')}: one of ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
try {
  process.exitCode = await command(args, process.env, { log: console.log, error: console.error });
} catch (error) {
  console.error(error?.name === 'ConfigError' ? error.message : error);
  process.exitCode = 1;
}
