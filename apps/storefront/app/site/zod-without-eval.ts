import { z } from "zod";

// zod compiles fast parsers with `new Function` after probing whether eval is allowed; the pages' policy
// forbids eval, so the probe alone logs a Content-Security-Policy violation (Lighthouse counts it against
// best practices). Browser code that validates with zod imports this module first.
z.config({ jitless: true });
