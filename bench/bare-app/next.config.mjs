/**
 * bench/lighthouse.ts builds a copy of this folder outside the repository, so that Next does not take up the
 * project's src/ (instrumentation.ts, proxy.ts), with a node_modules that links to the project's. Turbopack
 * compiles nothing outside its root, so the bench passes a root that holds both the copy and the packages.
 */
const root = process.env.BARE_APP_TURBOPACK_ROOT

export default root ? { turbopack: { root } } : {}
