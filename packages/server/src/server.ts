// Starts Roastie: read the configuration, open and migrate the database, listen, and on SIGTERM or
// SIGINT stop accepting, let in-flight requests finish, then close the database.
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './env.ts';
import { isFirstEmbeddedStart, runFirstStartApart } from './first-start-apart.ts';
import { openApp } from './open-app.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if ((await isFirstEmbeddedStart(config)) && (await runFirstStartApart()) === 'stopped') return;
  const app = await openApp(config);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Roastie is cooking on http://localhost:${config.port} (${app.database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
