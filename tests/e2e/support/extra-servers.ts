import net from "node:net";
import { rawRequest } from "./raw-http";

// For specs that start servers of their own beside the configured ones (a second site process, nginx, a
// webhook receiver): one way to pick their ports and to wait for a site to answer.

/** A loopback port nothing listens on now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Resolves once the site at `base` answers /home with 200; throws after `timeoutMs`. */
export async function waitUntilServing(base: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await rawRequest(base, "/home")).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${base} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
