import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { processEnv } from "@/platform/env/process-env";

type PhaseEnv = Readonly<Record<string, string | undefined>>;

/** True inside `next build`: Next sets NEXT_PHASE in each of its processes, page generation included. */
export function isBuildPhase(env: PhaseEnv = processEnv()): boolean {
  return env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}

/**
 * The build writes nothing under DATA_DIR: it may run on another machine than the server (App Hosting builds
 * on Cloud Build, then serves on Cloud Run), and a secret or database it left behind would belong to no
 * server. So a page that asks for one while being prerendered fails the build with this message, rather
 * than leave a file.
 */
export function refuseDataDirDuringBuild(what: string, env: PhaseEnv = processEnv()): void {
  if (!isBuildPhase(env)) return;
  throw new Error(
    `${what} was asked for while \`next build\` prerenders pages, and the build writes nothing under DATA_DIR. ` +
      "Read the request before it (await connection() from next/server), so the page renders when it is served.",
  );
}
