#!/usr/bin/env node
// "A string in the web is not a key" (issue 24 item 5): finds text a person would read that is
// written into the web's components instead of coming from the language bundles — JSX text with a
// letter in it, and the human-readable attributes (alt, title, placeholder, aria-label,
// aria-description, label) given as a string literal with a letter in it. Tests and stories are
// skipped. A line may opt out with `// i18n-exempt: <reason>` on it or the line above it (a brand
// name, a code shown as such); the check prints every opt-out so they stay few and reviewed.
// Usage: node scripts/check-hardcoded-text.mjs [--list-exempt]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(root, 'apps/web/src');
const READABLE_ATTRIBUTES = new Set(['alt', 'title', 'placeholder', 'aria-label', 'aria-description', 'label']);
// A letter of any script; digits, punctuation, symbols and arrows alone are not text to translate.
const LETTER = /\p{L}/u;

function sourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx$/.test(entry.name) && !/\.(test|spec|stories)\.tsx$/.test(entry.name) && !/test-support/.test(entry.name))
      out.push(full);
  }
  return out;
}

/** The hard-coded texts of one file: [{ line, text }], minus the exempt ones (returned apart). */
export function findHardcodedText(file, source = fs.readFileSync(file, 'utf8')) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = source.split('\n');
  const found = [];
  const exempt = [];
  const report = (node, text) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
    const marked = [lines[line], lines[line - 1]].some((l) => l?.includes('i18n-exempt'));
    (marked ? exempt : found).push({ line: line + 1, text: text.trim().slice(0, 60) });
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && READABLE_ATTRIBUTES.has(node.name.getText(sf))) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression)
          ? init.expression
          : undefined;
      if (literal && LETTER.test(literal.text)) report(node, `${node.name.getText(sf)}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { found, exempt };
}

export function checkHardcodedText() {
  const failures = [];
  const exempted = [];
  for (const file of sourceFiles(webSrc)) {
    const { found, exempt } = findHardcodedText(file);
    const shown = path.relative(root, file);
    for (const hit of found) failures.push({ file: shown, ...hit });
    for (const hit of exempt) exempted.push({ file: shown, ...hit });
  }
  return { failures, exempted };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { failures, exempted } = checkHardcodedText();
  for (const hit of failures) console.log(`✘ ${hit.file}:${hit.line}  ${hit.text}`);
  if (process.argv.includes('--list-exempt')) for (const hit of exempted) console.log(`  exempt ${hit.file}:${hit.line}  ${hit.text}`);
  console.log(`${failures.length} hard-coded text(s) in the web, ${exempted.length} exempt`);
  process.exit(failures.length === 0 ? 0 : 1);
}
