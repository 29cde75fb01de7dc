import { z } from 'zod';

// zod compiles object parsers with `new Function` where it may, and probes for it on first use:
// under a Content-Security-Policy without 'unsafe-eval' the probe alone is reported as a
// violation. Parsing the saved session and the layouts is small work: no compiling needed.
z.config({ jitless: true });
