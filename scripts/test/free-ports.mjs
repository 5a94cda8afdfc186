// Free loopback ports for the end-to-end servers, all listening at once while they are picked, so no two names
// get the same port. Imported by `npm test`'s stages; the Playwright config, which must stay synchronous, runs it:
//
//   node scripts/test/free-ports.mjs E2E_PORT E2E_FIRESTORE_PORT      prints {"E2E_PORT":"41231",…}
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** One free port per name, as strings ready for the environment. */
export async function freePorts(names) {
  const servers = await Promise.all(
    names.map(
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.on("error", reject);
          server.listen(0, "127.0.0.1", () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => String(server.address().port));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return Object.fromEntries(names.map((name, index) => [name, ports[index]]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(await freePorts(process.argv.slice(2))));
}
