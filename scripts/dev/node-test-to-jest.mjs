#!/usr/bin/env node
// Rewrites node:test files into Jest files (ESM, `@jest/globals`); `node:assert` assertions stay.
// Idempotent: only files that still import 'node:test' change, so it can be re-run at any time.
//   node scripts/dev/node-test-to-jest.mjs [--check] [file or folder ...]   (default: the whole repository)
// --check writes nothing and exits 1 when a file would change. A file that uses something without a
// Jest counterpart (subtests with t.test, mock, t.plan ...) is left as it is and reported (exit 1).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'generated', '.data', '.git']);
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** node:test export → Jest global. */
const JEST_NAME = {
  test: 'test',
  it: 'it',
  describe: 'describe',
  suite: 'describe',
  before: 'beforeAll',
  after: 'afterAll',
  beforeEach: 'beforeEach',
  afterEach: 'afterEach',
};
const TEST_FUNCTIONS = new Set(['test', 'it', 'describe']);
const HOOKS = new Set(['beforeAll', 'afterAll', 'beforeEach', 'afterEach']);
/** Where a test's `t.after(fn)` cleanups go; an afterEach hook runs them in the order they were added, as node:test does. */
const CLEANUPS = 'testCleanups';

export class Unsupported extends Error {}

function* sourceFiles(entry) {
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry)) {
    if (SKIPPED_FOLDERS.has(name)) continue;
    const full = path.join(entry, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (SOURCE_FILE.test(name)) yield full;
  }
}

function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  return /\.[mc]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
}

const isFunction = (node) => !!node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));
const isPropertyName = (id) => (ts.isPropertyAccessExpression(id.parent) || ts.isPropertyAssignment(id.parent)) && id.parent.name === id;
const isTrue = (node) => node.kind === ts.SyntaxKind.TrueKeyword || ts.isStringLiteralLike(node);

/**
 * Returns the Jest version of a node:test file, or the text unchanged when it does not import node:test.
 * Throws Unsupported for what has no faithful Jest counterpart.
 */
export function convert(text, file) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const nodeTestImports = sf.statements.filter((s) => ts.isImportDeclaration(s) && s.moduleSpecifier.text === 'node:test');
  if (nodeTestImports.length === 0) return text;
  const edits = [];
  const replace = (start, end, by) => edits.push({ start, end, by });
  const span = (node) => [node.getStart(sf), node.end];
  const where = (node) => `${path.relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;

  // Each local name bound by a node:test import → the Jest global and the name it reads as afterwards.
  const bindings = new Map();
  for (const decl of nodeTestImports) {
    const clause = decl.importClause;
    if (clause?.name) bindings.set(clause.name.text, { jest: 'test', local: clause.name.text });
    const named = clause?.namedBindings;
    if (named && !ts.isNamedImports(named)) throw new Unsupported(`${where(decl)}: a namespace import of node:test`);
    for (const el of named?.elements ?? []) {
      const imported = (el.propertyName ?? el.name).text;
      const jest = JEST_NAME[imported];
      if (!jest) throw new Unsupported(`${where(el)}: node:test's ${imported} has no Jest counterpart`);
      const aliased = !!el.propertyName && el.name.text !== imported;
      bindings.set(el.name.text, { jest, local: aliased ? el.name.text : jest });
    }
  }
  const specifiers = new Set([...bindings.values()].map(({ jest, local }) => (jest === local ? jest : `${jest} as ${local}`)));

  /** `test.skip(…)` → { binding of test, modifier 'skip' }. */
  function callee(call) {
    const expr = call.expression;
    const id = ts.isIdentifier(expr) ? expr : ts.isPropertyAccessExpression(expr) && ts.isIdentifier(expr.expression) ? expr.expression : undefined;
    const binding = id && bindings.get(id.text);
    return binding && !shadowed(id) && { binding, modifier: id === expr ? undefined : expr.name.text };
  }

  // Scopes (below the module) that declare one of the imported names again, e.g. `const after = …` in a test.
  const shadowingScopes = [];
  (function findDeclarations(node) {
    const declared =
      (ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node) || ts.isParameter(node) || ts.isClassDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
        ? node.name.text
        : undefined;
    if (declared && bindings.has(declared)) shadowingScopes.push({ name: declared, scope: declarationScope(node) });
    ts.forEachChild(node, findDeclarations);
  })(sf);
  const shadowed = (id) => shadowingScopes.some(({ name, scope }) => name === id.text && scope !== sf && scope.pos <= id.pos && id.end <= scope.end);

  let usesCleanups = false;

  function visit(node) {
    if (ts.isCallExpression(node)) {
      const target = callee(node);
      if (target && TEST_FUNCTIONS.has(target.binding.jest)) convertTestCall(node, target);
      else if (target && HOOKS.has(target.binding.jest)) convertHookCall(node, target);
    }
    ts.forEachChild(node, visit);
  }

  // node:test: test(name[, options][, fn]).  Jest: test(name, fn[, timeout]), with .skip/.only/.todo.
  function convertTestCall(call, { binding, modifier }) {
    const args = call.arguments;
    if (args.length === 0 || isFunction(args[0])) throw new Unsupported(`${where(call)}: a ${binding.jest} without a name`);
    const fn = args.find(isFunction);
    const options = args.length > 1 && !isFunction(args[1]) ? args[1] : undefined;
    let newCallee = modifier ? `${binding.local}.${modifier}` : binding.local;
    let todo = modifier === 'todo' || !fn; // node:test passes a test without a function; Jest calls it a todo
    let timeout;
    for (const prop of options ? optionProperties(options) : []) {
      const { key, value } = prop;
      if (key === 'timeout') {
        if (binding.jest === 'describe') throw new Unsupported(`${where(value)}: a timeout on a whole describe block`);
        timeout = value.getText(sf);
      } else if (key === 'skip' || key === 'only' || key === 'todo') {
        if (value.kind === ts.SyntaxKind.FalseKeyword) continue;
        if (key === 'todo' && !isTrue(value)) throw new Unsupported(`${where(value)}: a conditional todo`);
        if (key === 'todo') todo = true;
        else newCallee = isTrue(value) ? `${binding.local}.${key}` : `(${value.getText(sf)} ? ${binding.local}.${key} : ${newCallee})`;
      } else if (key !== 'concurrency') {
        // concurrency needs nothing: Jest runs a file's tests one after another.
        throw new Unsupported(`${where(value)}: the test option ${key}`);
      }
    }
    if (todo) {
      newCallee = `${binding.local}.todo`;
      if (args.length > 1) replace(args[0].end, args[args.length - 1].end, ''); // Jest's todo takes only the name
    } else {
      convertTestFunction(fn, binding.jest === 'describe' ? 'suite' : 'test');
      if (options) replace(args[0].end, options.end, '');
      if (timeout) replace(fn.end, fn.end, `, ${timeout}`);
    }
    if (newCallee !== call.expression.getText(sf)) replace(...span(call.expression), newCallee);
  }

  function optionProperties(options) {
    if (!ts.isObjectLiteralExpression(options)) throw new Unsupported(`${where(options)}: options that are not an object literal`);
    return options.properties.map((p) => {
      if (!ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p)) throw new Unsupported(`${where(p)}: a computed or spread option`);
      return { key: p.name.getText(sf), value: ts.isPropertyAssignment(p) ? p.initializer : p.name };
    });
  }

  // node:test: before(fn[, options]).  Jest: beforeAll(fn[, timeout]).
  function convertHookCall(call, { binding, modifier }) {
    if (modifier) throw new Unsupported(`${where(call)}: ${call.expression.getText(sf)}`);
    const [fn, options] = call.arguments;
    if (isFunction(fn)) convertTestFunction(fn, 'hook');
    if (options) {
      const props = optionProperties(options);
      if (props.some((p) => p.key !== 'timeout')) throw new Unsupported(`${where(options)}: hook options other than timeout`);
      replace(...span(options), props[0].value.getText(sf));
    }
    if (binding.local !== call.expression.getText(sf)) replace(...span(call.expression), binding.local);
  }

  // node:test passes a context first (and `done` second); Jest would take a first parameter for `done`.
  function convertTestFunction(fn, kind) {
    const [context, done] = fn.parameters;
    if (!context) return;
    if (fn.parameters.length > 2) throw new Unsupported(`${where(fn)}: a ${kind} function with ${fn.parameters.length} parameters`);
    if (!ts.isIdentifier(context.name)) throw new Unsupported(`${where(context)}: a destructured ${kind} context`);
    const name = context.name.text;
    (function findUses(node) {
      if (ts.isIdentifier(node) && node.text === name && !isPropertyName(node)) {
        const access = node.parent;
        const isAfterCall =
          kind === 'test' &&
          ts.isPropertyAccessExpression(access) &&
          access.expression === node &&
          access.name.text === 'after' &&
          ts.isCallExpression(access.parent) &&
          access.parent.expression === access;
        if (!isAfterCall) throw new Unsupported(`${where(node)}: ${ts.isPropertyAccessExpression(access) ? access.getText(sf) : name} of the ${kind} context`);
        replace(...span(access), `${CLEANUPS}.push`);
        usesCleanups = true;
      }
      ts.forEachChild(node, findUses);
    })(fn.body);
    const parens = fn.getChildren(sf).filter((c) => c.kind === ts.SyntaxKind.OpenParenToken || c.kind === ts.SyntaxKind.CloseParenToken);
    const params = `(${done ? done.getText(sf) : ''})`;
    if (parens.length === 2) replace(parens[0].getStart(sf), parens[1].end, params);
    else replace(...span(context), params); // `t => …`
  }

  sf.statements.forEach(visit);

  if (usesCleanups) specifiers.add('afterEach');
  const existing = sf.statements.find(
    (s) =>
      ts.isImportDeclaration(s) &&
      s.moduleSpecifier.text === '@jest/globals' &&
      s.importClause?.namedBindings &&
      ts.isNamedImports(s.importClause.namedBindings),
  );
  if (existing) {
    if (usesCleanups) throw new Unsupported(`${where(existing)}: t.after in a file that already imports @jest/globals`);
    for (const el of existing.importClause.namedBindings.elements) specifiers.add(el.getText(sf));
  }
  const jestImport = `import { ${[...specifiers].join(', ')} } from '@jest/globals';`;
  nodeTestImports.forEach((decl, i) => {
    const [start, end] = span(decl);
    if (i === 0 && !existing) replace(start, end, jestImport);
    else replace(start, text[end] === '\n' ? end + 1 : end, '');
  });
  if (existing) replace(...span(existing), jestImport);
  if (usesCleanups) {
    const typed = scriptKind(file) !== ts.ScriptKind.JS;
    const imports = sf.statements.filter(ts.isImportDeclaration);
    const after = imports[imports.length - 1].end;
    replace(
      after,
      after,
      `\n\nconst ${CLEANUPS}${typed ? ': Array<() => unknown>' : ''} = [];\nafterEach(async () => {\n  for (const cleanup of ${CLEANUPS}.splice(0)) await cleanup();\n});`,
    );
  }
  return applyEdits(text, edits);
}

/** The node a declaration's name is visible in: a parameter's or `var`'s function, otherwise the enclosing block. */
function declarationScope(node) {
  const functionScoped = ts.isParameter(node) || (ts.isVariableDeclaration(node) && !(ts.getCombinedNodeFlags(node) & ts.NodeFlags.BlockScoped));
  const isScope = (n) =>
    ts.isSourceFile(n) || ts.isFunctionLike(n) || (!functionScoped && (ts.isBlock(n) || ts.isCaseBlock(n) || ts.isIterationStatement(n, false)));
  let scope = ts.isVariableDeclaration(node) ? node.parent.parent : node.parent;
  while (!isScope(scope)) scope = scope.parent;
  return scope;
}

function applyEdits(text, edits) {
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  sorted.forEach((e, i) => {
    const next = sorted[i - 1];
    if (next && e.end > next.start && e.start !== e.end && next.start !== next.end) throw new Error(`overlapping edits at ${e.start}`);
  });
  return sorted.reduce((out, e) => out.slice(0, e.start) + e.by + out.slice(e.end), text);
}

function main(argv) {
  const check = argv.includes('--check');
  const entries = argv.filter((a) => !a.startsWith('--'));
  const files = (entries.length ? entries : [ROOT]).flatMap((e) => [...sourceFiles(path.resolve(e))]);
  let changed = 0;
  let manual = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('node:test')) continue;
    let converted;
    try {
      converted = convert(text, file);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      console.error(`needs a manual change: ${error.message}`);
      manual++;
      continue;
    }
    if (converted === text) continue;
    changed++;
    console.log(`${check ? 'to convert' : 'converted'}: ${path.relative(ROOT, file)}`);
    if (!check) writeFileSync(file, converted);
  }
  console.log(`${changed} file(s) ${check ? 'to convert' : 'converted'}, ${manual} to change by hand`);
  return manual > 0 || (check && changed > 0) ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
