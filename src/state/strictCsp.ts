import * as z from 'zod/mini';

// zod compiles object parsers with `new Function` where it may, and probes for it when an object
// schema is created: under a Content-Security-Policy without 'unsafe-eval' the probe alone is
// reported as a violation. Imported first by the modules that build schemas at load. Parsing the
// saved session and the layouts is small work: no compiling needed.
z.config({ jitless: true });
