import closeWithGrace from "close-with-grace";
import { buildApp, migrate } from "#app/app.ts";
import { openDatabase } from "#app/db/database.ts";
import { loadConfig } from "#app/env.ts";

const config = loadConfig(process.env);
const db = openDatabase(config.database);
await migrate(config, db);
const app = await buildApp({ config, db });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "api: shutting down after an error");
  else app.log.info({ signal }, "api: shutting down");
  await app.close();
  await db.close();
});

await app.listen({ host: config.host, port: config.port });
app.log.info({ db: db.dialect, dataDir: config.dataDir }, "api: ready");
// The search index is built now rather than on the first search (searches meanwhile wait for it).
app.searchEngine.warmUp().then(
  (result) => result && app.log.info({ engine: app.searchEngine.kind, ...result }, "search: index built"),
  (err) => app.log.error({ err }, "search: index build failed"),
);
