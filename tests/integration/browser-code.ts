// A static check for browser-code.test.ts: which *.server values can reach the browser bundle.
import fs from "node:fs";
import path from "node:path";

import ts from "typescript";

export const APP_DIR = path.resolve(import.meta.dirname, "../../app");

export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(server|test)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isServerModule = (specifier: string) => /\.server(\/|$)/.test(specifier);
// Remix drops these exports from the browser bundle; everything else ships to the browser.
// `intents` (docs/forms.md) is not a Remix export: the browser build re-exports only the route's
// client exports, so the unused object literal is dropped with the action that uses it.
const SERVER_ONLY_EXPORTS = new Set(["loader", "action", "headers", "intents"]);

/**
 * Value imports from *.server modules that browser code can reach: anything referenced from a
 * browser-side export (the component, meta, handle, ...) or from a helper those use. The
 * classic compiler empties *.server modules in the browser, so such values are undefined there.
 */
export function serverValuesInBrowserCode(files: string[]): string[] {
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    noResolve: true,
    allowJs: false,
  });
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    // A resource route (an /api route, a download: no default export) is never rendered or
    // imported by the browser: a document request or fetch reaches its loader or action on the
    // server. Its top-level `apiRoute({...})` table runs there only.
    if (file.includes(`${path.sep}routes${path.sep}`) && !/^export default /m.test(source.text)) {
      continue;
    }
    const imported = new Map<ts.Symbol, string>();
    const topLevel = new Map<ts.Symbol, { refs: Set<ts.Symbol>; root: boolean }>();
    const statements: { refs: Set<ts.Symbol>; root: boolean }[] = [];
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) {
        const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
        const clause = statement.importClause;
        if (!isServerModule(specifier) || !clause || clause.isTypeOnly) continue;
        const names: ts.Identifier[] = clause.name ? [clause.name] : [];
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name);
        if (bindings && ts.isNamedImports(bindings)) {
          names.push(...bindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name));
        }
        for (const name of names) {
          const symbol = checker.getSymbolAtLocation(name);
          if (symbol) imported.set(symbol, `${name.text} (${specifier})`);
        }
        continue;
      }
      if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) continue;
      const declared: ts.Identifier[] = [];
      if (
        (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
        statement.name
      )
        declared.push(statement.name);
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations)
          if (ts.isIdentifier(d.name)) declared.push(d.name);
      }
      const exported =
        ts.isExportAssignment(statement) ||
        (ts.canHaveModifiers(statement) &&
          (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword));
      const root = exported
        ? !declared.some((d) => SERVER_ONLY_EXPORTS.has(d.text))
        : declared.length === 0;
      const refs = new Set<ts.Symbol>();
      const visit = (node: ts.Node): void => {
        if (ts.isTypeNode(node)) return;
        if (ts.isIdentifier(node)) {
          const symbol = checker.getSymbolAtLocation(node);
          if (symbol) refs.add(symbol);
        }
        ts.forEachChild(node, visit);
      };
      visit(statement);
      const record = { refs, root };
      statements.push(record);
      for (const d of declared) {
        const symbol = checker.getSymbolAtLocation(d);
        if (symbol) topLevel.set(symbol, record);
      }
    }
    const queue = statements.filter((s) => s.root);
    const seen = new Set(queue);
    while (queue.length) {
      for (const symbol of queue.shift()!.refs) {
        const name = imported.get(symbol);
        if (name) found.push(`${path.relative(APP_DIR, file)}: ${name}`);
        const next = topLevel.get(symbol);
        if (next && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
  return [...new Set(found)];
}
