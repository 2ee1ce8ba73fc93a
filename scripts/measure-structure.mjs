// `npm run measure:structure`: the structure figures docs/maintainability.md keeps before and after a change
// (the server's import graph against its layers, import circles, long functions and files, duplicates).
// It reads the code with the TypeScript parser and changes nothing.
//
//   node scripts/measure-structure.mjs [--root DIR] [--json] [--no-duplicates] [--list]
//
// --root measures another checkout (a `git worktree` of an older commit), --no-duplicates skips the
// slow `duplicates` runs, --list names what each figure counts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { serverLayers } from '../eslint.config.js';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const root = path.resolve(option('--root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const asJson = args.includes('--json');
const listing = args.includes('--list');
const withDuplicates = !args.includes('--no-duplicates');

const LONG_FUNCTION_LINES = 80;
const LONG_FILE_LINES = 500;
const DUPLICATES_SECONDS = 120;

/** The packages measured: their source folders, and the alias each resolves. */
const packages = [
  { name: 'domain', source: 'packages/domain/src' },
  { name: 'server', source: 'apps/server/src', alias: { prefix: '@server/', folder: 'apps/server/src' } },
  { name: 'web', source: 'apps/web/src', alias: { prefix: '@/', folder: 'apps/web/src' } },
];

/** A unit's layer: its index in eslint.config.js's `serverLayers`, lowest first (docs/decisions/050). */
const layerOf = new Map(
  serverLayers.flatMap((layer, index) =>
    [...(layer.paths ?? []), ...(layer.modules ?? [])].map((unit) => [unit, index]),
  ),
);
/** The same-layer imports a module may make, as the layers declare them. */
const declaredSameLayer = new Map(serverLayers.flatMap((layer) => Object.entries(layer.sameLayer ?? {})));
const layeredPaths = serverLayers.flatMap((layer) => layer.paths ?? []).sort((a, b) => b.length - a.length);

const isTestFile = (file) => /\.test\.tsx?$/.test(file) || /(^|\/)test\//.test(file);
const isSourceFile = (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts');

function walk(folder) {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? walk(relative) : [relative];
  });
}

const domainExports = JSON.parse(readFileSync(path.join(root, 'packages/domain/package.json'), 'utf8')).exports;

/** The repository-relative file an import specifier names, or undefined for a package outside the repository. */
function resolveImport(fromFile, specifier, pkg) {
  let base;
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(fromFile), specifier);
  else if (pkg.alias && specifier.startsWith(pkg.alias.prefix))
    base = `${pkg.alias.folder}/${specifier.slice(pkg.alias.prefix.length)}`;
  else if (specifier === '@portal/domain' || specifier.startsWith('@portal/domain/')) {
    const subpath = `.${specifier.slice('@portal/domain'.length)}`;
    const direct = domainExports[subpath];
    const pattern = Object.entries(domainExports).find(([key]) => key.includes('*') && matchesPattern(subpath, key));
    const target = direct ?? (pattern && pattern[1].replace('*', subpath.slice(pattern[0].indexOf('*'))));
    if (!target) return undefined;
    base = path.posix.join('packages/domain', target);
  } else return undefined;
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`];
  return candidates.find(
    (candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile(),
  );
}

function matchesPattern(subpath, pattern) {
  const [before, after] = pattern.split('*');
  return subpath.startsWith(before) && subpath.endsWith(after);
}

/** Every import, re-export and dynamic import() of a file, with whether it brings types only. */
function importsOf(sourceFile) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const typeOnly = ts.isImportDeclaration(node)
        ? Boolean(node.importClause?.isTypeOnly) ||
          Boolean(
            node.importClause &&
            !node.importClause.name &&
            node.importClause.namedBindings &&
            ts.isNamedImports(node.importClause.namedBindings) &&
            node.importClause.namedBindings.elements.length > 0 &&
            node.importClause.namedBindings.elements.every((element) => element.isTypeOnly),
          )
        : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const functionKinds = new Set([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.Constructor,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
]);

/** The name a function goes by: its own, or the variable, property or call it is written into. */
function functionName(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText();
  if (ts.isCallExpression(parent)) {
    const owner = parent.parent;
    const called = parent.expression.getText();
    if (ts.isVariableDeclaration(owner)) return `${owner.name.getText()} (${called})`;
    return `(${called} callback)`;
  }
  return '(anonymous)';
}

function longFunctionsOf(sourceFile, file) {
  const found = [];
  const lineOf = (position) => sourceFile.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node) => {
    if (functionKinds.has(node.kind) && node.body) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart(sourceFile)) + 1;
      if (lines > LONG_FUNCTION_LINES) found.push({ file, name: functionName(node), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

// Read every source file of the three packages once.
const files = new Map();
for (const pkg of packages) {
  for (const file of walk(pkg.source).filter(isSourceFile)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const imports = importsOf(sourceFile)
      .map(({ specifier, typeOnly }) => ({ target: resolveImport(file, specifier, pkg), typeOnly }))
      .filter((edge) => edge.target && isSourceFile(edge.target));
    files.set(file, {
      pkg: pkg.name,
      test: isTestFile(file),
      lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0),
      imports,
      longFunctions: isTestFile(file) ? [] : longFunctionsOf(sourceFile, file),
    });
  }
}

// --- The server's import graph, unit by unit -------------------------------------------------------------

const serverSource = 'apps/server/src/';
/**
 * The unit of a server file: a module's name, else the most specific path of a layer that holds it
 * ('db', 'db/demo-setup.ts', 'app.ts'), else its top folder or file (a unit in no layer).
 */
function serverUnit(file) {
  const relative = file.slice(serverSource.length);
  const [first, second] = relative.split('/');
  if (first === 'modules') return second;
  return layeredPaths.find((unit) => relative === unit || relative.startsWith(`${unit}/`)) ?? first;
}
const moduleOf = (file) => {
  const [first, second] = file.slice(serverSource.length).split('/');
  return first === 'modules' ? second : undefined;
};
const isModuleEntry = (file) => /^apps\/server\/src\/modules\/[^/]+\/index\.ts$/.test(file);

const serverEdges = [];
for (const [file, info] of files) {
  if (!file.startsWith(serverSource) || info.test) continue;
  for (const { target, typeOnly } of info.imports) {
    if (!target.startsWith(serverSource)) continue;
    serverEdges.push({ from: file, to: target, typeOnly, fromUnit: serverUnit(file), toUnit: serverUnit(target) });
  }
}

const unitGraph = new Map();
for (const edge of serverEdges) {
  if (edge.fromUnit === edge.toUnit) continue;
  if (!unitGraph.has(edge.fromUnit)) unitGraph.set(edge.fromUnit, new Set());
  unitGraph.get(edge.fromUnit).add(edge.toUnit);
}
const units = new Set(serverEdges.flatMap((edge) => [edge.fromUnit, edge.toUnit]));
const unlayered = [...units].filter((unit) => !layerOf.has(unit)).sort();

/** Strongly connected components (Tarjan), each a sorted list of nodes. */
function components(nodes, next) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const result = [];
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const other of next(node)) {
      if (!index.has(other)) {
        connect(other);
        low.set(node, Math.min(low.get(node), low.get(other)));
      } else if (onStack.has(other)) low.set(node, Math.min(low.get(node), index.get(other)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      result.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) connect(node);
  return result;
}

// Floors: the longest chain of dependencies, a group of units that import each other counting as one floor.
const unitComponents = components([...units].sort(), (unit) => unitGraph.get(unit) ?? []);
const componentOf = new Map(unitComponents.flatMap((component, at) => component.map((unit) => [unit, at])));
const chainFrom = new Map();
function longestChain(at) {
  if (chainFrom.has(at)) return chainFrom.get(at);
  let best = [];
  for (const unit of unitComponents[at]) {
    for (const other of unitGraph.get(unit) ?? []) {
      const below = componentOf.get(other);
      if (below === at) continue;
      const chain = longestChain(below);
      if (chain.length > best.length) best = chain;
    }
  }
  const chain = [unitComponents[at].join('+'), ...best];
  chainFrom.set(at, chain);
  return chain;
}
const floorsChain = unitComponents
  .map((_, at) => longestChain(at))
  .reduce((best, chain) => (chain.length > best.length ? chain : best), []);

const unitTangles = unitComponents.filter((component) => component.length > 1);

const unitPairs = [...unitGraph].flatMap(([from, targets]) => [...targets].map((to) => ({ from, to })));
const arrowsBackUp = unitPairs.filter(
  ({ from, to }) => layerOf.has(from) && layerOf.has(to) && layerOf.get(to) > layerOf.get(from),
);
const moduleUnits = new Set(serverLayers.flatMap((layer) => layer.modules ?? []));
const undeclaredSideways = unitPairs.filter(
  ({ from, to }) =>
    moduleUnits.has(from) &&
    moduleUnits.has(to) &&
    layerOf.get(to) === layerOf.get(from) &&
    !(declaredSameLayer.get(from) ?? []).includes(to),
);

const moduleNames = new Set(serverEdges.flatMap((edge) => [moduleOf(edge.from), moduleOf(edge.to)]).filter(Boolean));
const crossModule = serverEdges.filter(
  (edge) => moduleOf(edge.from) && moduleOf(edge.to) && moduleOf(edge.from) !== moduleOf(edge.to),
);
const pairKey = (edge) => `${moduleOf(edge.from)} -> ${moduleOf(edge.to)}`;
const distinct = (list) => [...new Set(list)].sort();
const modulePairs = distinct(crossModule.map(pairKey));
const pastEntryPairs = distinct(crossModule.filter((edge) => !isModuleEntry(edge.to)).map(pairKey));
const repositoryImports = crossModule.filter((edge) => edge.to.endsWith('-repository.ts'));
const repositoryPairs = distinct(repositoryImports.map(pairKey));
const bothWays = distinct(
  modulePairs
    .map((pair) => pair.split(' -> '))
    .filter(([from, to]) => from < to && modulePairs.includes(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`),
);
const pdfReachOut = distinct(
  serverEdges
    .filter(
      (edge) =>
        moduleOf(edge.from) === 'application-pdf' && moduleOf(edge.to) && moduleOf(edge.to) !== 'application-pdf',
    )
    .map((edge) => `${edge.from.slice(serverSource.length)} -> ${edge.to.slice(serverSource.length)}`),
);

// --- Import circles, file by file, across the three packages (tests left out) ----------------------------

const sourceFiles = [...files].filter(([, info]) => !info.test).map(([file]) => file);
const nextFiles = (file) =>
  files
    .get(file)
    .imports.map((edge) => edge.target)
    .filter((target) => files.has(target));
const circles = components(sourceFiles, nextFiles).filter(
  (component) => component.length > 1 || nextFiles(component[0]).includes(component[0]),
);
const nextValueFiles = (file) =>
  files
    .get(file)
    .imports.filter((edge) => !edge.typeOnly)
    .map((edge) => edge.target)
    .filter((target) => files.has(target));
const valueCircles = components(sourceFiles, nextValueFiles).filter(
  (component) => component.length > 1 || nextValueFiles(component[0]).includes(component[0]),
);

// --- Long functions and files, duplicates, per package ----------------------------------------------------

const perPackage = packages.map((pkg) => {
  const own = [...files].filter(([, info]) => info.pkg === pkg.name && !info.test);
  const longFunctions = own.flatMap(([, info]) => info.longFunctions).sort((a, b) => b.lines - a.lines);
  const longFiles = own
    .filter(([, info]) => info.lines > LONG_FILE_LINES)
    .map(([file, info]) => ({ file, lines: info.lines }))
    .sort((a, b) => b.lines - a.lines);
  return { name: pkg.name, folder: path.posix.dirname(pkg.source), longFunctions, longFiles };
});

function duplicatePairs(folder) {
  const run = spawnSync('duplicates', ['--repo', path.join(root, folder), '--seconds', String(DUPLICATES_SECONDS)], {
    encoding: 'utf8',
  });
  if (run.error) return { error: `duplicates did not run: ${run.error.message}` };
  const first = run.stdout.split('\n')[0] ?? '';
  const pairs = /^no duplicates/.test(first) ? 0 : Number(/(\d+) pairs?/.exec(first)?.[1] ?? NaN);
  return { pairs, line: first, incomplete: run.stdout.includes('\nincomplete:') };
}
const duplicates = withDuplicates
  ? [
      { name: 'repository', ...duplicatePairs('.') },
      ...perPackage.map((pkg) => ({ name: pkg.name, ...duplicatePairs(pkg.folder) })),
    ]
  : [];

// --- Report ------------------------------------------------------------------------------------------------

const head = spawnSync('git', ['-C', root, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' }).stdout.trim();
const report = {
  root,
  head,
  server: {
    floors: floorsChain.length,
    floorsChain,
    unitTangles,
    arrowsBackUp: arrowsBackUp.map(({ from, to }) => `${from} -> ${to}`).sort(),
    undeclaredSideways: undeclaredSideways.map(({ from, to }) => `${from} -> ${to}`).sort(),
    modulePairs,
    pastEntryPairs,
    repositoryPairs,
    repositoryImports: repositoryImports.map(
      (edge) => `${edge.from.slice(serverSource.length)} -> ${edge.to.slice(serverSource.length)}`,
    ),
    bothWays,
    pdfReachOut,
    modules: moduleNames.size,
    unlayered,
  },
  circles,
  valueCircles,
  packages: perPackage,
  duplicates,
};

if (asJson) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const lines = [];
  const say = (label, value, items) => {
    lines.push(`${label.padEnd(56)} ${value}`);
    if (listing && items?.length) for (const item of items) lines.push(`    ${item}`);
  };
  lines.push(`structure of ${root} at ${head}`, '');
  lines.push("server import graph (units: each module, and each path of eslint.config.js's serverLayers)");
  say('  floors (longest chain of unit dependencies)', report.server.floors, [floorsChain.join(' -> ')]);
  say(
    '  units importing each other in a circle (groups)',
    `${unitTangles.flat().length} (${unitTangles.length})`,
    unitTangles.map((group) => group.join(' ')),
  );
  say('  imports that run back up (unit pairs)', arrowsBackUp.length, report.server.arrowsBackUp);
  say('  same-layer module imports not declared', undeclaredSideways.length, report.server.undeclaredSideways);
  say('  module pairs importing another module', modulePairs.length, modulePairs);
  say("  ... of them past the other module's entry (index.ts)", pastEntryPairs.length, pastEntryPairs);
  say("  module pairs importing another module's repository", repositoryPairs.length, report.server.repositoryImports);
  say('  module pairs importing each other both ways', bothWays.length, bothWays);
  say('  application-pdf file imports of other modules', pdfReachOut.length, pdfReachOut);
  if (unlayered.length) say("  units in no layer of eslint.config.js's serverLayers", unlayered.join(', '));
  lines.push('');
  say(
    'import circles (files of domain, server, web; no tests)',
    circles.length,
    circles.map((circle) => circle.join(' <-> ')),
  );
  say('  ... counting value imports only (no `import type`)', valueCircles.length);
  lines.push('');
  for (const pkg of perPackage) {
    lines.push(`${pkg.name} (non-test source of ${pkg.folder})`);
    say(
      `  functions over ${LONG_FUNCTION_LINES} lines`,
      pkg.longFunctions.length,
      pkg.longFunctions.map((fn) => `${fn.lines} ${fn.file} ${fn.name}`),
    );
    say(
      `  files over ${LONG_FILE_LINES} lines`,
      pkg.longFiles.length,
      pkg.longFiles.map((file) => `${file.lines} ${file.file}`),
    );
  }
  if (duplicates.length) {
    lines.push('', `duplicates (pairs of six or more shared lines, tests included; --seconds ${DUPLICATES_SECONDS})`);
    for (const entry of duplicates)
      say(`  ${entry.name}`, entry.error ?? `${entry.pairs}${entry.incomplete ? ' (incomplete)' : ''}`, [entry.line]);
  }
  console.log(lines.join('\n'));
}
