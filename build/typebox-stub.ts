/**
 * What `typebox` resolves to in the portal's build (vite.config.ts). The portal takes from the contract its
 * types, each call's method and path, and plain constants; it never validates with a schema (the server
 * does). build/contractCalls.ts replaces every `Type.X(...)` of the contract by `schema`, one inert stand-in,
 * so the library (about 120 KB of the first screen's script) and the schemas stay out of the bundle. Tests and
 * the server use the real TypeBox.
 */
export const schema: { readonly properties: Record<string, never> } = { properties: {} };

/** Any other use of a builder (none in the contract today) gets the same stand-in. */
export const Type = new Proxy({} as Record<string, (..._schemaParts: unknown[]) => typeof schema>, { get: () => () => schema });
