import { config } from "zod/v4/core";

// Runs before any other client code. Zod probes for `new Function` when a schema is defined, to
// compile faster parsers; under a CSP without 'unsafe-eval' that probe is blocked and reported as
// a violation even though Zod catches it. The interpreted parsers are plenty fast for our forms.
config({ jitless: true });
