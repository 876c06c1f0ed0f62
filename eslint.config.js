// ESLint flat config: typescript-eslint's recommended rules plus the architecture's import
// boundaries as lint errors (CONVENTIONS habit 9):
//   - contracts imports nothing of ours;
//   - services/kit imports only contracts; services and the bff import only @trap/contracts and @trap/kit;
//   - frontends/ui imports only contracts; apps import only @trap/contracts, @trap/ui and their own code;
//     remotes never import each other or the shell (federated modules are loaded at runtime by the shell);
//   - no relative import leaves its own workspace ('../../auth/src/x.ts' is an error everywhere).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const WORKSPACES = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces.map((w) => path.join(ROOT, w));

/** The workspace folder a file belongs to (the repository root for top-level files). */
const workspaceOf = (file) =>
  WORKSPACES.filter((w) => file === w || file.startsWith(w + path.sep)).sort((a, b) => b.length - a.length)[0] ?? ROOT;

/** Local rule: a relative import must stay inside its workspace; across workspaces, import by package name. */
const noCrossWorkspaceRelative = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that reach into another workspace' },
    messages: {
      escape: "'{{source}}' reaches into {{target}}. Import shared code by package name (@trap/contracts, @trap/kit, @trap/ui) instead.",
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const own = workspaceOf(file);
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const targetWorkspace = workspaceOf(target);
      if (targetWorkspace !== own) {
        context.report({
          node,
          messageId: 'escape',
          data: { source, target: path.relative(ROOT, targetWorkspace) || 'the repository root' },
        });
      }
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => n.source && check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source),
    };
  },
};

/** no-restricted-imports patterns allowing only the listed @trap packages (and their subpaths). */
const onlyOurs = (allowed, message, extra = []) => [
  'error',
  {
    patterns: [{ group: ['@trap/*', ...allowed.flatMap((p) => [`!${p}`, `!${p}/**`])], message }, ...extra],
  },
];

const REMOTES = ['member', 'admin', 'moderator'];
/** A remote may not import the shell or another remote, by package name or by federated module name. */
const remoteRule = (self) =>
  onlyOurs(['@trap/contracts', '@trap/ui'], `The ${self} remote imports only @trap/contracts, @trap/ui and its own code.`, [
    {
      group: ['/shell', '/shell/*', ...REMOTES.filter((r) => r !== self).flatMap((r) => [`/${r}`, `/${r}/*`])],
      message: 'Remotes never import each other or the shell; the shell composes them at runtime.',
    },
  ]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tools/**',
      'reports/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { trap: { rules: { 'no-cross-workspace-relative': noCrossWorkspaceRelative } } },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      'trap/no-cross-workspace-relative': 'error',
      // `any` is sometimes the honest type at a library seam; warn so it stays visible and rare.
      '@typescript-eslint/no-explicit-any': 'warn',
      // `{}` as a generic default ("no extra fields") is fine.
      '@typescript-eslint/no-empty-object-type': ['error', { allowObjectTypes: 'always', allowInterfaces: 'with-single-extends' }],
      // `let x; const f = () => x; x = ...` is the usual late-binding pattern for closures.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  { files: ['**/test/**', '**/*.test.{ts,tsx}', 'infra/e2e/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Build tooling, not code: the service workspaces share one vitest config beside them.
  { files: ['services/*/vitest.config.ts'], rules: { 'trap/no-cross-workspace-relative': 'off' } },
  {
    files: ['frontends/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@trap/*'], message: 'contracts imports nothing of ours: it is the bottom layer.' }] },
      ],
    },
  },
  {
    files: ['services/kit/**'],
    rules: {
      'no-restricted-imports': onlyOurs(
        ['@trap/contracts', '@trap/kit'],
        'The kit imports only @trap/contracts (and itself, in its tests).',
      ),
    },
  },
  {
    files: ['services/*/**', 'bff/**'],
    ignores: ['services/kit/**'],
    rules: {
      'no-restricted-imports': onlyOurs(
        ['@trap/contracts', '@trap/kit'],
        'Services and the bff import only @trap/contracts and @trap/kit; data of another service arrives as events.',
      ),
    },
  },
  {
    files: ['frontends/ui/**'],
    rules: {
      'no-restricted-imports': onlyOurs(
        ['@trap/contracts', '@trap/ui'],
        'frontends/ui is shared by every app and imports only @trap/contracts.',
      ),
    },
  },
  {
    files: ['frontends/shell/**'],
    rules: {
      'no-restricted-imports': onlyOurs(
        ['@trap/contracts', '@trap/ui'],
        'The shell imports only @trap/contracts, @trap/ui and its own code; remotes load at runtime.',
      ),
    },
  },
  ...REMOTES.map((r) => ({ files: [`frontends/${r}/**`], rules: { 'no-restricted-imports': remoteRule(r) } })),
  {
    files: ['infra/**'],
    rules: {
      'no-restricted-imports': onlyOurs(
        ['@trap/contracts', '@trap/kit'],
        'Infra tooling uses @trap/contracts and @trap/kit, never a service’s internals.',
      ),
    },
  },
);
