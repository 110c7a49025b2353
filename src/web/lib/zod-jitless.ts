/**
 * zod's `z.config({ jitless: true })`, set before any zod code runs and without loading zod
 * into the first chunk: zod keeps its settings in `globalThis.__zod_globalConfig` and adopts an
 * object found there. Without it, the first object schema parsed probes `new Function('')`,
 * which the Content-Security-Policy refuses (a `script-src` violation on every owner page).
 * tests/e2e/owner-a11y.spec.ts fails if a page reports a CSP violation.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
