// A page's title is written once, as its `handle.title`. Its `meta` builds the tab title from it
// (`${handle.title} · App Marketing Machine`, with the app's name or "Admin" where the tab says
// more), and its heading reads the same value: the signed-in layout's header reads the handle of
// the deepest page (app/routes/_app/route.tsx), a public page's own <h1> reads `handle.title`.
// Each page writes its own `meta` inline: the root's `meta` cannot see the page's handle (Remix
// hands a route's `meta` only the matches down to itself), and a shared helper would become a
// client chunk of its own on every titled page. Profile Settings' rooms take their tab title and
// heading from the one list of rooms (app/lib/profile-rooms.ts).
import fs from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ROUTES = path.join(ROOT, "app/routes");

/** The words a tab title may add to the page's own title: the product, "Admin", separators. */
const SUFFIX = /App Marketing Machine|\bAdmin\b|[·—:\s]/g;
/** A key or a path handed to a helper ("tab", "/profile/email"): lower case, no space. */
const KEY = /^[a-z/$.-]*$/;

type RouteModule = { file: string; folder: string | null; source: ts.SourceFile };

const parseText = (file: string, code: string) =>
  ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
const parse = (file: string) => parseText(file, fs.readFileSync(file, "utf8"));

/** Each route module of app/routes (a folder's route.tsx or a flat file), parsed. */
function routeModules(): RouteModule[] {
  return fs.readdirSync(ROUTES, { withFileTypes: true }).flatMap((entry) => {
    const name = entry.isDirectory()
      ? ["route.tsx", "route.ts"].find((file) => fs.existsSync(path.join(ROUTES, entry.name, file)))
      : /\.tsx?$/.test(entry.name)
        ? ""
        : undefined;
    if (name === undefined) return [];
    const file = entry.isDirectory() ? `${entry.name}/${name}` : entry.name;
    return [
      {
        file,
        folder: entry.isDirectory() ? entry.name : null,
        source: parse(path.join(ROUTES, file)),
      },
    ];
  });
}

/** The initializer of `export const <name> = …`, or null. */
function exported(source: ts.SourceFile, name: string): ts.Expression | null {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
        return declaration.initializer ?? null;
      }
    }
  }
  return null;
}

/** Every node under `node` (itself included). */
function nodesOf(node: ts.Node): ts.Node[] {
  const all: ts.Node[] = [node];
  node.forEachChild((child) => {
    all.push(...nodesOf(child));
  });
  return all;
}

/** The text of a string, a template's literal parts, or JSX text. */
function literalText(node: ts.Node): string | null {
  if (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node) ||
    ts.isJsxText(node)
  ) {
    return node.text;
  }
  return null;
}

/** The handle's `title` property (its node and its text), when it is written as a string. */
function handleTitle(source: ts.SourceFile): { node: ts.Node; text: string } | null {
  const handle = exported(source, "handle");
  const object = handle && ts.isSatisfiesExpression(handle) ? handle.expression : handle;
  if (!object || !ts.isObjectLiteralExpression(object)) return null;
  for (const property of object.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === "title" &&
      ts.isStringLiteral(property.initializer)
    ) {
      return { node: property.initializer, text: property.initializer.text };
    }
  }
  return null;
}

/**
 * The words a route's `meta` writes as its tab title by hand: the text of every string in it
 * (a `{ name, content }` tag aside) beyond the product's suffix and separators.
 */
export function literalTitleWords(meta: ts.Node): string[] {
  const tags = nodesOf(meta).filter(
    (node) =>
      ts.isObjectLiteralExpression(node) &&
      node.properties.some(
        (p) => p.name && ts.isIdentifier(p.name) && ["name", "property"].includes(p.name.text),
      ),
  );
  return nodesOf(meta)
    .filter((node) => !tags.some((tag) => tag.pos <= node.pos && node.end <= tag.end))
    .map(literalText)
    .filter(
      (text): text is string => text !== null && !KEY.test(text) && text.replace(SUFFIX, "") !== "",
    );
}

const routes = routeModules();

/** Every source file of a route folder (its parts beside route.tsx included). */
function folderFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROUTES, folder))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(ROUTES, folder, name));
}

/**
 * The texts a page writes as a heading: the text of an <h1>–<h3>, and a `title` attribute (the
 * account and legal pages' frames draw it as their <h1>).
 */
export function headingTexts(source: ts.SourceFile): ts.Node[] {
  return nodesOf(source).filter((node) => {
    if (ts.isJsxText(node)) {
      const element = node.parent;
      return ts.isJsxElement(element) && /^h[1-3]$/.test(element.openingElement.tagName.getText());
    }
    if (ts.isStringLiteral(node) && ts.isJsxAttribute(node.parent)) {
      return node.parent.name.getText() === "title";
    }
    return false;
  });
}

describe("page titles", () => {
  test("the checks read literals, templates and JSX text, not tags or expressions", () => {
    const words = (code: string) => literalTitleWords(parseText("meta.tsx", code));
    expect(words('() => [{ title: "Pick a category · App Marketing Machine" }]')).toEqual([
      "Pick a category · App Marketing Machine",
    ]);
    const page = parseText(
      "page.tsx",
      '<main><h1>Marketing calendar</h1><Frame title="Terms" /><p>Marketing calendar</p></main>',
    );
    expect(headingTexts(page).map((node) => literalText(node))).toEqual([
      "Marketing calendar",
      "Terms",
    ]);
    expect(
      words("() => [{ title: `Launch checklist · ${name} · App Marketing Machine` }]"),
    ).toEqual(["Launch checklist · "]);
    expect(words('emailedLinkMeta("Confirm your email")')).toEqual(["Confirm your email"]);
    expect(words('profileRoomMeta("/profile/email")')).toEqual([]);
    expect(
      words(
        '() => [{ title: `${handle.title} · ${data ? `${data.app.name} · ` : ""}Admin · App Marketing Machine` }, { name: "robots", content: "noindex" }]',
      ),
    ).toEqual([]);
  });

  test("are read: pages declare a handle.title and build their tab title from it", () => {
    expect(routes.filter(({ source }) => handleTitle(source)).length).toBeGreaterThan(33);
    const built = routes.filter(({ source }) =>
      exported(source, "meta")?.getText().includes("handle."),
    );
    expect(built.length).toBeGreaterThan(33);
  });

  test("every meta builds its tab title from the page's handle or the profile's rooms", () => {
    const unbuilt = routes
      .filter(({ source }) => {
        const meta = exported(source, "meta")?.getText();
        return meta && !/\bhandle\.|^profileRoomMeta\(/.test(meta);
      })
      .map(({ file }) => file);
    expect(unbuilt).toEqual([]);
  });

  test("no route's meta writes a title text by hand", () => {
    const written = routes.flatMap(({ file, source }) => {
      const meta = exported(source, "meta");
      return meta ? literalTitleWords(meta).map((text) => `${file}: "${text}"`) : [];
    });
    expect(written).toEqual([]);
  });

  test("no heading repeats its page's handle.title", () => {
    const repeated = routes.flatMap(({ file, folder, source }) => {
      const title = handleTitle(source);
      if (!title || !folder) return [];
      return folderFiles(folder).flatMap((full) => {
        const parsed = full === source.fileName ? source : parse(full);
        return headingTexts(parsed)
          .filter((node) => literalText(node)?.trim() === title.text)
          .map((node) => {
            const { line } = parsed.getLineAndCharacterOfPosition(node.getStart());
            return `${path.relative(ROUTES, full)}:${line + 1} repeats "${title.text}" (${file})`;
          });
      });
    });
    expect(repeated).toEqual([]);
  });
});
