// Fails when any TypeScript file of the repository can reach itself through its imports (docs/decisions/050).
// `import type` counts: a circle of types still ties the files' meaning together, and ESLint's
// import-x/no-cycle skips type imports. It reads import lines only (TypeScript's preProcessFile), so it
// runs in about a second where no-cycle would re-resolve every import inside ESLint.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const SCANNED = ['packages/domain/src', 'apps/server/src', 'apps/server/test', 'apps/web/src', 'e2e', 'bench'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.data', 'test-results']);

/** Each workspace's aliases, as its tsconfig `paths` and the domain package's `exports` give them. */
const ALIASES = [
  { within: 'apps/server', prefix: '@server/', folder: 'apps/server/src' },
  { within: 'bench', prefix: '@server/', folder: 'apps/server/src' },
  { within: 'apps/web', prefix: '@/', folder: 'apps/web/src' },
];
const domainExports = JSON.parse(readFileSync(path.join(root, 'packages/domain/package.json'), 'utf8')).exports;

function listFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : listFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file an import names ('./x.js' is x.ts or x.tsx; a folder is its index), or undefined for a package. */
function resolveFile(candidate) {
  const stem = candidate.replace(/\.(js|jsx|ts|tsx)$/, '');
  const tries = [
    candidate,
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(candidate, 'index.ts'),
    path.join(candidate, 'index.tsx'),
  ];
  return tries.find((file) => existsSync(file) && statSync(file).isFile() && /\.tsx?$/.test(file));
}

function resolveImport(importer, specifier) {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(importer), specifier));
  if (specifier === '@portal/domain' || specifier.startsWith('@portal/domain/')) {
    const target = domainExports[`.${specifier.slice('@portal/domain'.length)}`];
    return target && resolveFile(path.join(root, 'packages/domain', target));
  }
  const relative = path.relative(root, importer);
  const alias = ALIASES.find((each) => relative.startsWith(`${each.within}/`) && specifier.startsWith(each.prefix));
  return alias && resolveFile(path.join(root, alias.folder, specifier.slice(alias.prefix.length)));
}

const files = SCANNED.flatMap((folder) => listFiles(path.join(root, folder)));
const importsOf = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter(Boolean);
    return [file, [...new Set(targets)]];
  }),
);

/** Tarjan's strongly connected components: each one of two or more files (or a file importing itself) is a circle. */
function findCircles() {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of importsOf.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || importsOf.get(file)?.includes(file)) circles.push(component);
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles;
}

const circles = findCircles();
for (const circle of circles) {
  console.error(`Import circle: ${circle.map((file) => path.relative(root, file)).join(' <-> ')}`);
}
if (circles.length > 0) {
  console.error(`${circles.length} import circle(s): move what both files need into a third file both import.`);
  process.exit(1);
}
console.log(`No import circles in ${files.length} files.`);
