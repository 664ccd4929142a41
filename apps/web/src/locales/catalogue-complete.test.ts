// The admin app's whole catalogue, as each language serves it: every English key in the eight other
// languages and no other, no English copy outside the short list of words that read the same in
// every language, no key that no screen uses, and no text written into a component instead of the
// catalogue. The feature folders' own tests say which feature a gap is in; this one proves the
// merge of them all is complete.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { LOGIN_MESSAGES } from '@storekeep/domain/login';
import { describe, expect, it } from 'vitest';
import bn from './bn.ts';
import { en } from './en.ts';
import gu from './gu.ts';
import hi from './hi.ts';
import kn from './kn.ts';
import ml from './ml.ts';
import mr from './mr.ts';
import { SAME_EVERYWHERE } from './same-everywhere.ts';
import ta from './ta.ts';
import te from './te.ts';
import { leaves, type Tree } from './translation-check.ts';

// The login form's validation texts are the spec's, kept in packages/domain; a language translates them.
const { bothEmpty, emailEmpty, emailInvalid, passwordEmpty } = LOGIN_MESSAGES;
const english = new Map(
  leaves({ ...en, loginMessages: { bothEmpty, emailEmpty, emailInvalid, passwordEmpty } } as Tree),
);

describe.each(Object.entries({ hi, mr, bn, ta, gu, kn, ml, te }))(
  'the whole catalogue in %s',
  (_code, catalogue) => {
    const translated = new Map(leaves(catalogue as Tree));

    it('has every English key and no other', () => {
      expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
      expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it('has no English copy outside the words that read the same everywhere', () => {
      const copies = [...english].filter(
        ([key, text]) => translated.get(key) === text && !SAME_EVERYWHERE.has(text),
      );
      expect(copies.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    });
  },
);

const SOURCE_ROOT = join(import.meta.dirname, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'locales' || entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
const sources = sourceFiles(SOURCE_ROOT).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe('the English catalogue', () => {
  it('holds no key that no screen uses', () => {
    const all = sources.map((source) => source.text).join('\n');
    // A key is used when its path is written out, or when a template literal builds it from an
    // ancestor's path (t(`settingsFields.${name}`)).
    const unused = [...english.keys()].filter((key) => {
      if (all.includes(`'${key}'`) || all.includes(`"${key}"`) || all.includes(`\`${key}\``)) return false;
      const parts = key.split('.');
      for (let i = parts.length - 1; i > 0; i--) {
        const parent = parts.slice(0, i).join('.');
        if (all.includes(`\`${parent}.\${`)) return false;
      }
      const base = key.replace(/_(one|other|zero|few|many|two)$/, '');
      return !(all.includes(`'${base}'`) || all.includes(`\`${base}\``));
    });
    expect(unused).toEqual([]);
  });
});

/** Props whose text reaches the screen. */
const SHOWN_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'description',
  'alt',
  'error',
  'message',
  'body',
  'confirmLabel',
  'cancelLabel',
  'nothingFoundMessage',
]);
/** Literals a component may show as they are: codes and examples that read the same everywhere. */
/** A catalogue key passed on to be translated elsewhere ('nav.home'). */
const CATALOGUE_KEY = /^[a-zA-Z]+(\.[\w-]+)+$/;
const LITERAL_ALLOWED =
  /^(?:[^A-Za-z]*|[A-Z0-9/().₹%-]+(?: [A-Z0-9/().₹%-]+)*|https?:\/\/\S*|www\.\S+|WhatsApp|Storekeep)$/;

function literalsIn(path: string, text: string): string[] {
  const ast = parse(text, {
    sourceType: 'module',
    plugins: ['typescript', ...(path.endsWith('x') ? (['jsx'] as const) : [])],
  });
  const found: string[] = [];
  const shown = (value: string) =>
    /[A-Za-z]{2,}/.test(value) && !LITERAL_ALLOWED.test(value.trim()) && !CATALOGUE_KEY.test(value);
  // `shows`: the node's value reaches the screen (a JSX child or a shown prop); a call's arguments
  // (t('orders.title'), a test id helper) and anything else do not.
  const visit = (node: unknown, shows: boolean): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, shows);
      return;
    }
    const n = node as { type?: string; [key: string]: unknown };
    switch (n.type) {
      case 'JSXText':
        if (shown(String(n.value))) found.push(String(n.value).trim().replace(/\s+/g, ' '));
        return;
      case 'StringLiteral':
        if (shows && shown(String(n.value))) found.push(`'${n.value}'`);
        return;
      case 'TemplateLiteral':
        if (shows)
          for (const quasi of n.quasis as Array<{ value: { cooked: string } }>)
            if (shown(quasi.value.cooked)) found.push(`\`${quasi.value.cooked}\``);
        visit(n.expressions, false);
        return;
      case 'JSXAttribute': {
        const name = (n.name as { name: string }).name;
        visit(n.value, SHOWN_PROPS.has(String(name)));
        return;
      }
      case 'JSXExpressionContainer':
        visit(n.expression, shows);
        return;
      case 'JSXElement':
      case 'JSXFragment':
        visit(n.openingElement, false);
        visit(n.children, true);
        return;
      case 'ConditionalExpression':
        visit(n.test, false);
        visit([n.consequent, n.alternate], shows);
        return;
      case 'LogicalExpression':
        visit(n.left, false);
        visit(n.right, shows);
        return;
      case 'ObjectProperty': {
        const key = n.key as { name?: string; value?: string };
        const name = String(key.name ?? key.value ?? '');
        visit(n.value, !n.computed && name !== 'alt' && SHOWN_PROPS.has(name));
        return;
      }
    }
    for (const [key, child] of Object.entries(n)) {
      if (key === 'loc' || key === 'start' || key === 'end' || key === 'extra' || !child) continue;
      if (typeof child === 'object') visit(child, false);
    }
  };
  visit(ast.program, false);
  return found;
}

describe('the components', () => {
  it('show no text written into them instead of the catalogue', () => {
    const literals = sources.flatMap(({ path, text }) =>
      literalsIn(path, text).map((literal) => `${relative(SOURCE_ROOT, path)}: ${literal}`),
    );
    expect(literals).toEqual([]);
  });
});
