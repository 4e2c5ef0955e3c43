import { preparedDataFolder } from '../unit/support/prepared-data';

/** Once per run of the server tests: the prepared data folder `startServer(env, { prepared: true })` copies. */
export default async function prepare() {
  await preparedDataFolder();
}
