/**
 * `npm run emulators`: the Firestore and Authentication emulators for local work, on 127.0.0.1.
 *
 *   npm run emulators                 starts them, prints the variables to export, runs until Ctrl-C
 *   npm run emulators -- npm start    runs a command with those variables set (the site on Firestore,
 *                                     with "Sign in with Google" through the emulator's own page),
 *                                     and stops the emulators when it ends
 *
 * Ports 8080 (Firestore) and 9099 (Authentication) when free, other free ports otherwise. The
 * emulators keep everything in memory: stopping them forgets every request and account.
 */
import { spawn } from "node:child_process";
import net from "node:net";
import { siteEmulatorEnv, startEmulators } from "./launch";
import { emulatorLoopback, freePort } from "./protocol";

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, emulatorLoopback, () => server.close(() => resolve(true)));
  });
}

async function preferred(port: number): Promise<number> {
  return (await isFree(port)) ? port : freePort();
}

async function main(): Promise<void> {
  const command = process.argv.slice(2);
  const emulators = await startEmulators({
    firestore: await preferred(8080),
    auth: await preferred(9099),
    rules: "firestore.rules",
  });
  if (emulators.missing.length > 0) {
    console.error(`Cannot run: ${emulators.missing.join("; ")}.`);
    await emulators.stop();
    process.exit(1);
  }
  const env = siteEmulatorEnv(emulators);
  const stopAndExit = async (code: number) => {
    await emulators.stop();
    process.exit(code);
  };

  if (command.length === 0) {
    console.log("Emulators running. In another shell, run the site or a script on them with:\n");
    for (const [name, value] of Object.entries(env)) console.log(`  export ${name}=${value}`);
    console.log("\nCtrl-C stops them (and forgets their data).");
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stopAndExit(0));
    // The keeper does not hold this process open; this does, until a signal.
    setInterval(() => undefined, 60_000);
    return;
  }
  const child = spawn(command[0]!, command.slice(1), { stdio: "inherit", env: { ...process.env, ...env } });
  // Ctrl-C reaches the child through the terminal; the emulators stop once it has ended.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => void stopAndExit(code ?? (signal ? 1 : 0)));
}

void main();
