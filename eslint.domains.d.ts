/** The server's map of who may use whom (eslint.domains.js), for the lint tests. */
export declare const SERVER_DOMAINS: Record<string, string[]>;
/** The first loop in a map of who may use whom, as a path (a → b → a), or null. */
export declare function domainLoop(map: Record<string, readonly string[]>): string | null;
