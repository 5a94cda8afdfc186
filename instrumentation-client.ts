// Runs before any other client code. Zod probes for `new Function` when a schema is defined, to
// compile faster parsers; under a CSP without 'unsafe-eval' that probe is blocked and reported as
// a violation even though Zod catches it. Zod reads its settings from this global when it loads
// (so every copy shares them); setting it here, rather than importing zod's config(), keeps Zod
// out of pages that never use it. The interpreted parsers are plenty fast for our forms.
const zodConfigKey = "__zod_globalConfig";
const shared = globalThis as Record<string, unknown>;
shared[zodConfigKey] = { ...(shared[zodConfigKey] as object | undefined), jitless: true };
