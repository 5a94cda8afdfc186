/**
 * The process's raw environment, for the few readers that must work before or without a valid configuration:
 * the log line's project id (a refusal to start is logged too) and the build phase. Everything else reads the
 * validated settings through getEnv() (platform/env/index.ts).
 */
export function processEnv(): NodeJS.ProcessEnv {
  return process.env;
}
