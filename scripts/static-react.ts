// The rule that a React component outside an island is markup only (a step of `npm test`, through
// static-react.test.ts). The pages Astro builds render most components to HTML once, on the
// server: their state, effects, refs and event handler props never run in the browser, where the
// page scripts (site/scripts/) give that HTML its behaviour. Only islands hydrate: the components
// an `.astro` file renders with a `client:*` directive (Astro's own or site/directives/), and the
// inbox, a React app. They and everything they import keep their state.
//
// The rule: no module under app/ or site/ that no island imports uses `useState`, `useEffect`,
// `useReducer`, `useRef`, `useLayoutEffect` (or the other stateful hooks below) or passes an
// `on…` prop in JSX.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Project files by path from the project root ("app/x.tsx"), with their text. */
export type SourceTree = ReadonlyMap<string, string>;

const STATEFUL_HOOKS = new Set([
  "useState",
  "useEffect",
  "useReducer",
  "useRef",
  "useLayoutEffect",
  "useInsertionEffect",
  "useSyncExternalStore",
  "useTransition",
  "useActionState",
  "useOptimistic",
]);
const EVENT_HANDLER_PROP = /^on[A-Z]/;
const MODULE_FILE = /\.(?:ts|tsx)$/;
const TEST_FILE = /\.test(?:-support)?\.tsx?$/;

/** Reads app/, site/ and inbox/ under `root`: their TypeScript and Astro files. */
export function loadSourceTree(root: string): SourceTree {
  const tree = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && !entry.name.startsWith(".")) walk(file);
      } else if (MODULE_FILE.test(entry.name) || entry.name.endsWith(".astro")) {
        tree.set(file, fs.readFileSync(path.join(root, file), "utf8"));
      }
    }
  };
  for (const dir of ["app", "site", "inbox"]) walk(dir);
  return tree;
}

/** The project file an import names, or undefined for a package, a stylesheet or an asset. */
function resolveImport(tree: SourceTree, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => MODULE_FILE.test(file) && tree.has(file));
}

/** The project modules a TypeScript file imports, statically or by `import()`. */
function importsOf(tree: SourceTree, file: string): string[] {
  const { importedFiles } = ts.preProcessFile(tree.get(file) ?? "", true, true);
  return importedFiles.flatMap(({ fileName }) => resolveImport(tree, file, fileName) ?? []);
}

/** An Astro file's frontmatter, the script between its `---` fences. */
function frontmatterOf(astro: string): string {
  return /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(astro)?.[1] ?? "";
}

/** A JSX-like tag's name and attributes, braces (two levels deep) kept whole. */
const TAG = /<([A-Z][\w.]*)((?:[^<>{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)>/g;

/** The modules whose components an Astro file renders as islands (`client:*`). */
function islandsOfAstro(tree: SourceTree, file: string): string[] {
  const astro = tree.get(file) ?? "";
  const script = ts.createSourceFile(
    file,
    frontmatterOf(astro),
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TS,
  );
  const moduleOf = new Map<string, string>();
  for (const statement of script.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = resolveImport(tree, file, statement.moduleSpecifier.text);
    const clause = statement.importClause;
    if (!target || !clause) continue;
    if (clause.name) moduleOf.set(clause.name.text, target);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) moduleOf.set(element.name.text, target);
    } else if (bindings) moduleOf.set(bindings.name.text, target);
  }
  const islands: string[] = [];
  for (const [, name = "", attributes = ""] of astro.matchAll(TAG)) {
    const target = moduleOf.get(name.split(".")[0] ?? "");
    if (target && /(?:^|\s)client:[a-z]/.test(attributes)) islands.push(target);
  }
  return islands;
}

/** Where islands start: the components rendered with `client:*`, and every module of the inbox. */
export function islandRoots(tree: SourceTree): Set<string> {
  const roots = new Set<string>();
  for (const file of tree.keys()) {
    if (file.endsWith(".astro")) for (const island of islandsOfAstro(tree, file)) roots.add(island);
    else if (file.startsWith("inbox/") && MODULE_FILE.test(file) && !TEST_FILE.test(file)) roots.add(file);
  }
  return roots;
}

/** Every module that runs in an island: the roots and all they import. */
export function islandModules(tree: SourceTree): Set<string> {
  const seen = new Set<string>();
  const queue = [...islandRoots(tree)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(tree, file));
  }
  return seen;
}

/** The uses of state, effects, refs and handlers in one module, as "path:line: what". */
function statefulUses(file: string, text: string): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1}: ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && STATEFUL_HOOKS.has(node.text)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && EVENT_HANDLER_PROP.test(node.name.getText(source))) {
      report(node, `${node.name.getText(source)}=`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every use of state, effects, refs or handler props in a module no island imports. */
export function staticReactViolations(tree: SourceTree): string[] {
  const islands = islandModules(tree);
  const violations: string[] = [];
  for (const [file, text] of tree) {
    if (!/^(?:app|site)\//.test(file) || !MODULE_FILE.test(file) || TEST_FILE.test(file)) continue;
    // Page scripts run in the browser as they are: plain DOM code, not components.
    if (file.startsWith("site/scripts/") || file.startsWith("site/directives/")) continue;
    if (!islands.has(file)) violations.push(...statefulUses(file, text));
  }
  return violations.sort();
}
