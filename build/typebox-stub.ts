/**
 * What `typebox` resolves to in the portal's build (vite.config.ts). The portal takes from the contract its
 * types, each call's method and path, and plain constants; it never validates with a schema (the server
 * does). So every TypeBox builder returns an inert stand-in here and the library (about 120 KB of the first
 * screen's script) stays out of the bundle. Tests and the server use the real TypeBox.
 */
const standIn = (..._schemaParts: unknown[]): { properties: Record<string, never> } => ({ properties: {} });

export const Type = new Proxy({} as Record<string, typeof standIn>, { get: () => standIn });
