/**
 * The English messages contracts' zod schemas write, read from contracts/src as written (Node only: for
 * the catalogue's test). A message is a string or template literal that is
 * - an argument after the first of a zod check (`.min(3, 'Name must be at least 3 characters')`,
 *   `.refine(fn, 'The end is before the start')`), or the first of a check that takes only a message
 *   (`.email('…')`, `.int('…')`);
 * - the `message:` or `error:` of an object literal (`{ message: '…' }` of refine and addIssue, zod's
 *   `{ error: '…' }` for a wrong type).
 * A template literal's `${…}` parts become the sample `7` (a label or a limit: the catalogue's patterns
 * take any text there). A message named by a constant of contracts (`MESSAGES.email`,
 * `LICENCE_NUMBER_REQUIRED`) is that constant's text: top-level `const X = '…'` and `const X = { k: '…' }`
 * of every file are read first. A text constant named as a message (`…_MESSAGE`, `…_REQUIRED`; not a
 * `DEFAULT_…` text nor a code in capitals) is one too: schemas pass some through helpers of their own
 * (`required(LICENCE_NUMBER_REQUIRED, 60)`), and services answer with the others. What a helper builds at run time (a date window's "… cannot be in the
 * future", httpUrl's "… must be an http(s) URL") is no literal in a check: the test asks those helpers.
 * Test files are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Zod checks whose arguments after the first (or the only one) are messages. */
const CHECKS = new Set([
  'min', 'max', 'length', 'gt', 'gte', 'lt', 'lte', 'positive', 'nonnegative', 'negative', 'nonpositive', 'multipleOf',
  'int', 'finite', 'safe', 'regex', 'email', 'url', 'uuid', 'nonempty', 'refine', 'superRefine', 'date', 'datetime',
  'time', 'iso', 'startsWith', 'endsWith', 'includes', 'size', 'check',
]);
/** Checks whose first argument is the message when it is text (the others' first is the limit or the test). */
const MESSAGE_FIRST = new Set(['int', 'finite', 'safe', 'email', 'url', 'uuid', 'nonempty', 'positive', 'nonnegative', 'negative', 'nonpositive', 'date', 'datetime', 'time']);

const SAMPLE = '7';

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => SAMPLE + s.literal.text).join('');
  return undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.ts$/.test(e.name) && !/\.(test|spec)\.ts$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Top-level constants with a text (`X = '…'`) or an object of texts (`X = { k: '…' }`), by name. */
function constants(sources: ts.SourceFile[]): { texts: Map<string, string>; objects: Map<string, Map<string, string>> } {
  const texts = new Map<string, string>();
  const objects = new Map<string, Map<string, string>>();
  for (const source of sources)
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const d of statement.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || !d.initializer) continue;
        let init: ts.Expression = d.initializer;
        while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init)) init = init.expression;
        const text = literalText(init);
        if (text !== undefined) texts.set(d.name.text, text);
        else if (ts.isObjectLiteralExpression(init)) {
          const entries = new Map<string, string>();
          for (const p of init.properties) {
            const value = ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? literalText(p.initializer) : undefined;
            if (value !== undefined) entries.set((p.name as ts.Identifier).text, value);
          }
          if (entries.size) objects.set(d.name.text, entries);
        }
      }
    }
  return { texts, objects };
}

export function contractSchemaMessages(contractsSrc: string): Map<string, string> {
  const found = new Map<string, string>(); // message → the file it was found in
  const sources = sourceFiles(contractsSrc).map((file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  const { texts, objects } = constants(sources);
  for (const [name, text] of texts)
    if (/_(MESSAGE|REQUIRED)$/.test(name) && !name.startsWith('DEFAULT_') && !/^[A-Z_]+$/.test(text)) found.set(text, name);
  for (const source of sources) {
    const file = source.fileName;
    const add = (node: ts.Node | undefined) => {
      if (!node) return;
      let text = literalText(node);
      if (text === undefined && ts.isIdentifier(node)) text = texts.get(node.text);
      if (text === undefined && ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression))
        text = objects.get(node.expression.text)?.get(node.name.text);
      if (text !== undefined && text.trim()) found.set(text, file);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && CHECKS.has(node.expression.name.text)) {
        const name = node.expression.name.text;
        node.arguments.forEach((arg, i) => {
          if (i > 0 || MESSAGE_FIRST.has(name)) add(arg);
        });
      }
      if (
        ts.isPropertyAssignment(node) &&
        (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
        (node.name.text === 'message' || node.name.text === 'error')
      )
        add(node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
