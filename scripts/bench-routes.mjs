// Entry for `npm run bench` (run with --import tsx): the benchmark itself is bench-routes.ts.
await import('./bench-routes');
