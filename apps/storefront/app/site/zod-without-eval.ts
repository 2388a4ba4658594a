import { z } from "zod";

// zod compiles fast parsers with `new Function` after probing whether eval is allowed; the pages' policy
// forbids eval, so the probe alone logs a Content-Security-Policy violation (Lighthouse counts it against
// best practices). The root route imports this module before anything else, so it runs before any schema
// in any chunk parses.
z.config({ jitless: true });
