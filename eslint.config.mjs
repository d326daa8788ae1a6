import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import { defineConfig, globalIgnores } from 'eslint/config'

/** Next's own rules (core web vitals, TypeScript), run by `npm run lint` in CI with no warning allowed. */
export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // A leading underscore names what is left out on purpose (a destructured field, an unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Says which code the React Compiler would skip; the site does not run the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  // Payload generates the migrations with the whole signature of up() and down().
  { files: ['migrations/**'], rules: { '@typescript-eslint/no-unused-vars': 'off' } },
  // Tests and benches have no React components: `useBrowser` and the like are Vitest fixtures, not hooks.
  { files: ['tests/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  globalIgnores(['.next/**', '.next-*/**', 'dist/**', '.data/**', 'next-env.d.ts', 'src/payload-types.ts', 'src/app/(payload)/admin/importMap.js']),
])
