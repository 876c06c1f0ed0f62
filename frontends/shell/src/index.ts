// Async boundary: federation negotiates the shared singletons before any React code runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
