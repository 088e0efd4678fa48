#!/usr/bin/env node
/**
 * Serbian Cyrillic catalogs are generated from the Serbian Latin ones so the two never drift:
 * `npm run i18n -w apps/web` rewrites src/locales/sr-Cyrl/*.json from src/locales/sr-Latn/*.json;
 * `--check` only reports files that are out of date (exit code 1).
 * Keys, {{placeholders}}, $t(nesting), <tags>, URLs and e-mail addresses stay as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const digraphs = [
  ['lj', 'љ'], ['Lj', 'Љ'], ['LJ', 'Љ'],
  ['nj', 'њ'], ['Nj', 'Њ'], ['NJ', 'Њ'],
  ['dž', 'џ'], ['Dž', 'Џ'], ['DŽ', 'Џ'],
];

const letters = {
  a: 'а', b: 'б', c: 'ц', č: 'ч', ć: 'ћ', d: 'д', đ: 'ђ', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', j: 'ј',
  k: 'к', l: 'л', m: 'м', n: 'н', o: 'о', p: 'п', r: 'р', s: 'с', š: 'ш', t: 'т', u: 'у', v: 'в', z: 'з', ž: 'ж',
  A: 'А', B: 'Б', C: 'Ц', Č: 'Ч', Ć: 'Ћ', D: 'Д', Đ: 'Ђ', E: 'Е', F: 'Ф', G: 'Г', H: 'Х', I: 'И', J: 'Ј',
  K: 'К', L: 'Л', M: 'М', N: 'Н', O: 'О', P: 'П', R: 'Р', S: 'С', Š: 'Ш', T: 'Т', U: 'У', V: 'В', Z: 'З', Ž: 'Ж',
};

/**
 * Word starts where two letters are not a digraph (prefix + root): nad|živeti, pod|žanr, in|jekcija,
 * kon|jugacija. '|' marks the break; matched case-insensitively.
 */
const splitPrefixes = ['nad|ž', 'pod|ž', 'od|ž', 'in|jek', 'kon|jug', 'kon|junk', 'tan|jug'];

/** Spans copied untouched: placeholders, nesting, tags, URLs, e-mail addresses. */
const protectedSpan = /\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>|\b(?:https?:\/\/|www\.)[^\s]+|[^\s@]+@[^\s@]+\.[^\s@]+/g;

function transliterateWord(word) {
  let out = '';
  let i = 0;
  const lower = word.toLowerCase();
  const split = splitPrefixes.find((p) => lower.startsWith(p.replace('|', '')));
  const splitAt = split ? split.indexOf('|') : -1;
  while (i < word.length) {
    const pair = word.slice(i, i + 2);
    const digraph = i + 1 !== splitAt ? digraphs.find(([latin]) => latin === pair) : undefined;
    if (digraph) {
      out += digraph[1];
      i += 2;
      continue;
    }
    const ch = word[i];
    out += letters[ch] ?? ch;
    i += 1;
  }
  return out;
}

/** Latin → Cyrillic for one catalog string. */
export function toCyrillic(text) {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(protectedSpan)) {
    out += convertPlain(text.slice(last, match.index));
    out += match[0];
    last = match.index + match[0].length;
  }
  return out + convertPlain(text.slice(last));
}

/** A word with a letter Serbian does not write (XML, Excel, web) is a foreign word and stays in Latin. */
const foreignWord = /[qwxy]/i;

function convertPlain(text) {
  return text.replace(/[\p{L}]+/gu, (word) => (foreignWord.test(word) ? word : transliterateWord(word)));
}

/** A catalog (nested object of strings) with every string value transliterated; keys unchanged. */
export function transliterateCatalog(value) {
  if (typeof value === 'string') return toCyrillic(value);
  if (Array.isArray(value)) return value.map(transliterateCatalog);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, transliterateCatalog(v)]));
  }
  return value;
}

export function catalogText(catalog) {
  return `${JSON.stringify(catalog, null, 2)}\n`;
}

function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const locales = path.resolve(here, '../src/locales');
  const source = path.join(locales, 'sr-Latn');
  const target = path.join(locales, 'sr-Cyrl');
  const check = process.argv.includes('--check');
  fs.mkdirSync(target, { recursive: true });
  let stale = 0;
  for (const file of fs.readdirSync(source).filter((f) => f.endsWith('.json')).sort()) {
    const latin = JSON.parse(fs.readFileSync(path.join(source, file), 'utf8'));
    const text = catalogText(transliterateCatalog(latin));
    const out = path.join(target, file);
    const current = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : null;
    if (current === text) continue;
    stale += 1;
    if (check) console.error(`out of date: sr-Cyrl/${file}`);
    else {
      fs.writeFileSync(out, text);
      console.log(`wrote sr-Cyrl/${file}`);
    }
  }
  if (check && stale > 0) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
