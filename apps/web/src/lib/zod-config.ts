// Zod probes `new Function` once to decide whether to compile its checks; our
// Content-Security-Policy (no 'unsafe-eval') reports that probe as a violation on every page.
// Zod keeps its settings on this global object (zod/v4/core/core.js), shared by every copy and
// read when it parses: setting `jitless` here skips the probe without loading zod on the sign-in
// page (importing its `config` would add 3 KB to that page's budget).
type ZodSettings = { jitless?: boolean };
const scope = globalThis as { __zod_globalConfig?: ZodSettings };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
