/**
 * No words bypass the catalogues in the tables' drawing code: a scan of web/ (the catalogues and
 * the translator excepted) with the TypeScript compiler finds every string or template literal
 * holding a word that is handed to `h(...)` as a child or as an `aria-label`/`title`/`placeholder`/
 * `alt` value, or to a drawing part (`badge`, `fact`, `area`, `pile`, `money`, a card's note, a
 * card row's empty text). Class names, ids, symbols ("×", "→", " · ") and digits pass.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const WEB = fileURLToPath(new URL("../../web", import.meta.url));

/** Attributes whose values people read or hear. */
const WORD_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt"]);

/** Drawing parts and which of their arguments are shown as text. */
const PART_TEXT_ARGUMENTS: Readonly<Record<string, readonly number[]>> = {
  badge: [0],
  fact: [0],
  area: [0],
  pile: [0],
  money: [0, 1],
  card: [2],
  cardRow: [2],
};

/** A word: two letters in a row, in any script. */
const WORD = /\p{L}{2}/u;

/** Every TypeScript source under web/ but the catalogues, the translator and what is built. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (["node_modules", "dist", "locales", "i18n"].includes(name)) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".ts") && !path.endsWith(".config.ts") ? [path] : [];
  });
}

/** The literal texts an expression may evaluate to, through `?:`, `&&`, `||`, `??`, arrays and parentheses. */
function literalTexts(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const kind = node.operatorToken.kind;
    if (kind === ts.SyntaxKind.PlusToken) return [node];
    if (
      kind === ts.SyntaxKind.AmpersandAmpersandToken ||
      kind === ts.SyntaxKind.BarBarToken ||
      kind === ts.SyntaxKind.QuestionQuestionToken
    )
      return [...literalTexts(node.left), ...literalTexts(node.right)];
  }
  if (ts.isArrayLiteralExpression(node))
    return node.elements.flatMap((e) => literalTexts(e as ts.Expression));
  return [];
}

/** The literal text parts of a literal, a template (its fixed parts) or a `+` chain. */
function fixedText(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
  if (ts.isBinaryExpression(node)) return `${fixedText(node.left)} ${fixedText(node.right)}`;
  return "";
}

/** The words handed to drawing code as literals in one source text, as `line: text`. */
function literalWords(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (expression: ts.Expression) => {
    for (const literal of literalTexts(expression)) {
      const words = fixedText(literal);
      if (!WORD.test(words)) continue;
      const line = source.getLineAndCharacterOfPosition(literal.getStart()).line + 1;
      found.push(`${line}: ${words.trim()}`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      if (callee === "h") {
        const [, attrs, ...children] = node.arguments;
        for (const child of children) report(child);
        if (attrs && ts.isObjectLiteralExpression(attrs)) {
          for (const property of attrs.properties) {
            if (!ts.isPropertyAssignment(property)) continue;
            const name =
              ts.isStringLiteral(property.name) || ts.isIdentifier(property.name) ? property.name.text : "";
            if (WORD_ATTRIBUTES.has(name)) report(property.initializer);
          }
        }
      }
      for (const index of PART_TEXT_ARGUMENTS[callee] ?? []) {
        const argument = node.arguments[index];
        if (argument) report(argument);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("words in the tables' drawing code", () => {
  const files = sources(WEB).map((path) => relative(WEB, path).split("\\").join("/"));

  it("flags literals with words as children, labels and part texts, and lets symbols, classes and digits pass", () => {
    const sample = [
      'h("p", { class: "hint" }, "No move yet.");',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'h("span", { "aria-label": `Seat ${seat}` });',
      'h("p", {}, ok ? t("a") : "fallback words");',
      'badge("final choice made");',
      'card(face, path, "face up");',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'h("span", { class: "more", "aria-hidden": "true" }, " ›", "×", " · ", 42, `${count}`);',
      'h("button", { title: t("x"), id: "online-create" }, t("go"));',
    ].join("\n");
    expect(literalWords("sample.ts", sample)).toEqual([
      "1: No move yet.",
      "2: Seat",
      "3: fallback words",
      "4: final choice made",
      "5: face up",
    ]);
  });

  it.each(files)("%s hands drawing code no literal words", (file) => {
    expect(literalWords(file, readFileSync(join(WEB, file), "utf8"))).toEqual([]);
  });
});
