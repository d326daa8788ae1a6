/**
 * The floors of the code, checked by `npm run lint` (dependency-cruiser). Lower layers never reach up; the web
 * process stands apart from the application; domains do not import each other in a loop.
 */
module.exports = {
  forbidden: [
    {
      name: 'lower-layers-reach-up',
      comment: 'lib/ and components/ui are the floors: they never import features, the chrome, blocks, or the Payload collections, globals and fields.',
      severity: 'error',
      from: { path: '^src/(lib|components/ui)/' },
      to: { path: '^src/(features|chrome|blocks|collections|globals|fields)/' },
    },
    {
      name: 'features-import-chrome',
      comment: 'Pages compose the chrome around feature views: a feature never imports it (a view that needs it is handed a Frame).',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/chrome/' },
    },
    {
      name: 'web-process-imports-src',
      comment: 'The web process (scripts/web-server.ts and what it loads) imports nothing from src/.',
      severity: 'error',
      from: { path: '^scripts/web-server' },
      to: { path: '^src/' },
    },
    {
      name: 'collections-import-features',
      comment: 'Collections own their enums and configuration: features import collections, never the reverse.',
      severity: 'error',
      from: { path: '^src/collections/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'domains-in-a-loop',
      comment: 'A feature that imports another feature which (through any modules) imports it back.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/', circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^src/payload-types\\.ts$', '\\.next', '^dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
