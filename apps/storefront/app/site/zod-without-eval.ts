// zod compiles fast parsers with `new Function` after probing whether eval is allowed; the pages' policy
// forbids eval, so the probe alone logs a Content-Security-Policy violation (Lighthouse counts it against
// best practices). The root route imports this module before anything else, so jitless mode is on before
// any schema in any chunk parses.
//
// zod keeps its configuration on this global so that every copy of the library shares it; `z.config()`
// writes the same object. Setting it here keeps zod itself (about 7 KB gzipped with the chunks it pulls in)
// out of every page's first load. The Content-Security-Policy browser test visits every template and fails
// on an eval violation, so a zod that stopped reading this global would not go unnoticed.
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };
const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
