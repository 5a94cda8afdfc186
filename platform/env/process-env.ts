/**
 * The process's raw environment, for the few readers that must work before or without a valid configuration:
 * the log line's project id (a refusal to start is logged too) and the build phase. Everything else reads the
 * validated settings through getEnv() (platform/env/index.ts).
 */
export function processEnv(): NodeJS.ProcessEnv {
  return process.env;
}

/**
 * Against the emulators alone, Google's client libraries need no credential, yet they still probe for a Compute
 * Engine metadata server; where something answers that address with an error, the probe prints a
 * MetadataLookupWarning to stderr of every command (admin:create, the restore). The probe is told there is
 * none. A value the operator set is kept.
 */
export function skipMetadataServerProbe(): void {
  process.env.METADATA_SERVER_DETECTION ??= "none";
}

/**
 * The Firestore client wraps every call in OpenTelemetry spans unless FIRESTORE_ENABLE_TRACING says off, and the
 * site registers no tracer: each span was built for nothing, about 3% of the server's CPU under 50 simultaneous
 * requests (`npm run bench:submit`, docs/performance.md). The client reads it when it is made. A value the operator
 * set (on, to wire a tracer) is kept.
 */
export function firestoreTracingOffUnlessAsked(): void {
  process.env.FIRESTORE_ENABLE_TRACING ??= "off";
}
