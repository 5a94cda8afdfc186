import { spawn } from "node:child_process";
import path from "node:path";
import type { EmulatorReady } from "./protocol";

export interface EmulatorRequest {
  /** true for a free port, or a port number. */
  readonly firestore?: boolean | number;
  readonly auth?: boolean | number;
  /** Security rules the Firestore emulator enforces on client SDK calls (firebase-admin bypasses them). */
  readonly rules?: string;
  readonly projectId?: string;
}

export interface RunningEmulators extends EmulatorReady {
  /** Ends the keeper, which stops every emulator it started. */
  stop(): Promise<void>;
}

const keeperScript = path.resolve("scripts/emulators/keeper.ts");

/**
 * Starts the keeper (scripts/emulators/keeper.ts) and resolves once its emulators answer. The keeper
 * runs in a process group of its own, so a Ctrl-C meant for this process cannot kill it half-way;
 * it watches the pipe to its standard input instead, which closes however this process ends.
 */
export function startEmulators(request: EmulatorRequest): Promise<RunningEmulators> {
  const args = ["--import", "tsx", keeperScript];
  if (request.firestore) args.push(request.firestore === true ? "--firestore" : `--firestore=${request.firestore}`);
  if (request.auth) args.push(request.auth === true ? "--auth" : `--auth=${request.auth}`);
  if (request.rules) args.push(`--rules=${path.resolve(request.rules)}`);
  if (request.projectId) args.push(`--project=${request.projectId}`);
  const keeper = spawn(process.execPath, args, { detached: true, stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => keeper.once("exit", () => resolve()));

  const stop = async () => {
    keeper.stdin?.end();
    const timer = setTimeout(() => keeper.kill("SIGTERM"), 15_000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    let buffered = "";
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      const newline = buffered.indexOf("\n");
      if (newline < 0) return;
      keeper.stdout?.off("data", onData);
      keeper.off("exit", onEarlyExit);
      try {
        const ready = JSON.parse(buffered.slice(0, newline)) as EmulatorReady;
        // Nothing else waits on the keeper: it must not hold this process open.
        keeper.unref();
        for (const stream of [keeper.stdin, keeper.stdout] as const) (stream as unknown as { unref?: () => void } | null)?.unref?.();
        resolve({ ...ready, stop });
      } catch (error) {
        void stop();
        reject(error);
      }
    };
    const onEarlyExit = (code: number | null) => reject(new Error(`the emulators did not start (keeper exited with ${code}); see the lines above`));
    keeper.stdout?.on("data", onData);
    keeper.once("exit", onEarlyExit);
  });
}

/** The variables firebase-admin (and the site) read to talk to the emulators instead of Google. */
export function emulatorEnv(ready: EmulatorReady): Record<string, string> {
  return {
    ...(ready.firestore ? { FIRESTORE_EMULATOR_HOST: ready.firestore } : {}),
    ...(ready.auth ? { FIREBASE_AUTH_EMULATOR_HOST: ready.auth } : {}),
  };
}

/**
 * Everything the site needs to run on the emulators: Firestore as its store, and "Sign in with Google"
 * against the Authentication emulator (whose sign-in page stands in for Google's). The web
 * configuration is a demo one: the emulator accepts any API key for a `demo-` project.
 */
export function siteEmulatorEnv(ready: EmulatorReady): Record<string, string> {
  return {
    ...emulatorEnv(ready),
    DATA_STORE: "firestore",
    FIREBASE_PROJECT_ID: ready.projectId,
    NEXT_PUBLIC_FIREBASE_API_KEY: "demo-api-key",
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${ready.projectId}.firebaseapp.com`,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: ready.projectId,
    NEXT_PUBLIC_FIREBASE_APP_ID: `1:000000000000:web:${ready.projectId}`,
  };
}
