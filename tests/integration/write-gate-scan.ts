// A static check for write-gate.test.ts: which model functions write to a company's tables, and
// whether each calls the trial/suspension gate (`assertCanWrite`, app/models/write-access.server.ts).
// Read with the TypeScript parser, like browser-code.ts: no model code runs.
import fs from "node:fs";
import path from "node:path";

import ts from "typescript";

export const MODELS_DIR = path.resolve(import.meta.dirname, "../../app/models");

/** Prisma models that belong to a company (its marketing data, its people, its links). */
export const TENANT_TABLES = new Set([
  "tenant",
  "user",
  "app",
  "module",
  "checklistTask",
  "progressSnapshot",
  "kpiEntry",
  "shareLink",
  "invitation",
  "supportMessage",
  "payment",
]);

const WRITE_OPS = new Set([
  "create",
  "createMany",
  "createManyAndReturn",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "upsert",
  "delete",
  "deleteMany",
]);

export type ModelFunction = {
  /** "app.server.ts#createApp" */
  id: string;
  file: string;
  name: string;
  exported: boolean;
  /** Runs inside its caller's transaction: its first parameter is the transaction client. */
  inCallersTransaction: boolean;
  /** Writes in its own body, e.g. "app.update". */
  writes: string[];
  /** Calls assertCanWrite in its own body (closures included). */
  gated: boolean;
  /** Names it refers to (calls, callbacks): helpers of the same file, imported functions. */
  refs: Set<string>;
};

function functionsOf(file: string, text: string): ModelFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: ModelFunction[] = [];
  const add = (
    name: string,
    node: ts.FunctionLikeDeclaration,
    exported: boolean,
  ): ModelFunction => {
    const writes: string[] = [];
    const refs = new Set<string>();
    let gated = false;
    const visit = (child: ts.Node): void => {
      if (ts.isCallExpression(child)) {
        const callee = child.expression;
        if (ts.isIdentifier(callee) && callee.text === "assertCanWrite") gated = true;
        // <client>.<table>.<operation>(...): db.app.update, tx.checklistTask.createMany ...
        if (
          ts.isPropertyAccessExpression(callee) &&
          WRITE_OPS.has(callee.name.text) &&
          ts.isPropertyAccessExpression(callee.expression) &&
          TENANT_TABLES.has(callee.expression.name.text)
        ) {
          writes.push(`${callee.expression.name.text}.${callee.name.text}`);
        }
      }
      if (ts.isIdentifier(child) && !ts.isPropertyAccessExpression(child.parent)) {
        refs.add(child.text);
      } else if (
        ts.isIdentifier(child) &&
        ts.isPropertyAccessExpression(child.parent) &&
        child.parent.expression === child
      ) {
        refs.add(child.text);
      }
      ts.forEachChild(child, visit);
    };
    if (node.body) visit(node.body);
    const first = node.parameters[0];
    const firstType = first?.type?.getText(source) ?? "";
    const record: ModelFunction = {
      id: `${path.basename(file)}#${name}`,
      file: path.basename(file),
      name,
      exported,
      inCallersTransaction: /^(Tx|Prisma\.TransactionClient|TransactionClient)$/.test(firstType),
      writes,
      gated,
      refs,
    };
    found.push(record);
    return record;
  };
  for (const statement of source.statements) {
    const exported = (
      ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : []
    ).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      add(statement.name.text, statement, exported);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          init &&
          (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
        ) {
          add(declaration.name.text, init, exported);
        }
      }
    }
  }
  return found;
}

/** Every top-level function of the given model sources (file name → text). */
export function scanModels(sources: Record<string, string>): ModelFunction[] {
  return Object.entries(sources).flatMap(([file, text]) => functionsOf(file, text));
}

export function readModelSources(): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(MODELS_DIR)
      .filter((file) => /\.server\.ts$/.test(file))
      .map((file) => [file, fs.readFileSync(path.join(MODELS_DIR, file), "utf8")]),
  );
}

/**
 * What an exported function does itself or through the unexported helpers of its file (another
 * exported function is checked on its own): its writes and the names it refers to.
 */
export function reach(fn: ModelFunction, all: ModelFunction[]) {
  const helpers = new Map(
    all.filter((f) => f.file === fn.file && !f.exported).map((f) => [f.name, f]),
  );
  const writes = new Set(fn.writes);
  const refs = new Set(fn.refs);
  const seen = new Set<string>([fn.name]);
  const queue = [...fn.refs];
  while (queue.length > 0) {
    const name = queue.pop()!;
    const helper = helpers.get(name);
    if (!helper || seen.has(name)) continue;
    seen.add(name);
    helper.writes.forEach((w) => writes.add(w));
    helper.refs.forEach((r) => refs.add(r));
    queue.push(...helper.refs);
  }
  return { writes: [...writes].sort(), refs };
}

export type GateProblem = { id: string; writes: string[]; why: string };

/**
 * The exported model functions that write to a company's tables without calling assertCanWrite
 * and are not in `allowed`; and the transaction helpers (they run in their caller's
 * transaction) called from a function that is neither gated nor allowed.
 */
export function ungatedWrites(
  all: ModelFunction[],
  allowed: Record<string, string>,
): GateProblem[] {
  const problems: GateProblem[] = [];
  const isAllowed = (fn: ModelFunction) => Object.hasOwn(allowed, fn.id);
  for (const fn of all) {
    if (!fn.exported || fn.inCallersTransaction || fn.gated || isAllowed(fn)) continue;
    const { writes } = reach(fn, all);
    if (writes.length > 0) {
      problems.push({ id: fn.id, writes, why: "writes without calling assertCanWrite" });
    }
  }
  const exportedHelpers = all.filter(
    (fn) => fn.exported && fn.inCallersTransaction && reach(fn, all).writes.length > 0,
  );
  for (const helper of exportedHelpers) {
    const callers = all.filter((fn) => fn.exported && reach(fn, all).refs.has(helper.name));
    for (const caller of callers) {
      if (caller === helper || caller.inCallersTransaction || caller.gated || isAllowed(caller))
        continue;
      problems.push({
        id: caller.id,
        writes: reach(helper, all).writes,
        why: `calls ${helper.id}, which writes in its transaction, without assertCanWrite`,
      });
    }
  }
  return problems;
}
