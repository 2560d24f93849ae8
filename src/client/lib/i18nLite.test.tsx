// The bundle's i18next and react-i18next (lib/i18nLite.ts, lib/i18nLiteReact.tsx, which webpack puts in
// place of the packages) against the real packages (which jest and the other tests use): the same text for
// every key of every language, with and without variables and counts, the same Trans output, and the
// same language switching.
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import i18next from 'i18next';
import { Trans as RealTrans } from 'react-i18next';
import en from '../../../public/assets/i18n/en.json';
import th from '../../../public/assets/i18n/th.json';
import vi from '../../../public/assets/i18n/vi.json';
import tl from '../../../public/assets/i18n/tl.json';
import liteDefault, { createInstance } from './i18nLite';
import { Trans as LiteTrans, useTranslation } from './i18nLiteReact';

type Dict = { [key: string]: unknown };
const LANGS = { en, th, vi, tl } as Record<string, Dict>;
const resources = Object.fromEntries(Object.entries(LANGS).map(([lng, translation]) => [lng, { translation }]));
const PLURAL = /_(zero|one|two|few|many|other)$/;
const missing = (key: string, defaultValue?: string) => (key.startsWith('ERRORS.') && key !== 'ERRORS.UNKNOWN' ? 'unknown error' : (defaultValue ?? key));
const options = { fallbackLng: false as const, interpolation: { escapeValue: false }, returnNull: false, initAsync: false, parseMissingKeyHandler: missing };

function leaves(dict: Dict, prefix = ''): [string, string][] {
  return Object.entries(dict).flatMap(([k, v]) => (v && typeof v === 'object' ? leaves(v as Dict, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)] as [string, string]]));
}

async function realInstance(lng: string) {
  const real = i18next.createInstance();
  await real.init({ ...options, lng, resources, react: { useSuspense: false } });
  return real;
}
async function liteInstance(lng: string) {
  const lite = createInstance();
  await lite.init({ ...options, lng, resources });
  return lite;
}

describe('i18nLite against i18next', () => {
  it.each(Object.keys(LANGS))('gives the same text for every key in %s (plain, with variables, with counts)', async (lng) => {
    const real = await realInstance(lng);
    const lite = await liteInstance(lng);
    const all = new Map<string, Set<string>>(); // base key -> variable names (over every language)
    for (const dict of Object.values(LANGS)) {
      for (const [key, text] of leaves(dict)) {
        const base = key.replace(PLURAL, '');
        const vars = all.get(base) ?? new Set<string>();
        for (const m of text.matchAll(/\{\{-?\s*([^}\s]+)\s*\}\}/g)) vars.add(m[1] ?? '');
        all.set(base, vars);
      }
    }
    expect(all.size).toBeGreaterThan(1000);
    const got: string[] = [];
    const want: string[] = [];
    for (const [key, vars] of all) {
      const values = Object.fromEntries([...vars].map((v) => [v, `«${v}»`]));
      for (const opts of [undefined, values, ...[0, 1, 2, 5, 21].map((count) => ({ ...values, count }))]) {
        got.push(`${key} ${JSON.stringify(opts)} => ${lite.t(key, opts)}`);
        want.push(`${key} ${JSON.stringify(opts)} => ${real.t(key, opts)}`);
      }
    }
    expect(got.length).toBe(all.size * 7);
    expect(got).toEqual(want);
  });

  it('follows i18next on context, zero, nesting, missing variables, default values and missing keys', async () => {
    const dict = {
      A: { B: 'nested {{who.name}} and {{- raw}}' },
      ITEM_one: 'one item',
      ITEM_other: '{{count}} items',
      ITEM_zero: 'no items',
      GIFT: 'a gift',
      GIFT_male: 'his gift',
      GIFT_male_other: 'his {{count}} gifts',
      EMPTY: '',
      GAP: 'x {{missing}} y {{given}} z',
    };
    const res = { en: { translation: dict } };
    const real = i18next.createInstance();
    await real.init({ ...options, lng: 'en', resources: res });
    const lite = createInstance();
    await lite.init({ ...options, lng: 'en', resources: res });
    const cases: [string | string[], Record<string, unknown>?][] = [
      ['A.B', { who: { name: 'Ann' }, raw: '<b>' }],
      ['A.B'],
      ['ITEM', { count: 0 }],
      ['ITEM', { count: 1 }],
      ['ITEM', { count: 7 }],
      ['ITEM', { count: '7' }],
      ['GIFT', { context: 'male' }],
      ['GIFT', { context: 'male', count: 3 }],
      ['GIFT', { context: 'female' }],
      ['GIFT', { context: '' }],
      ['EMPTY'],
      ['GAP', { given: undefined }],
      ['GAP', { given: null, missing: 3 }],
      ['NOPE'],
      ['NOPE', { defaultValue: 'fallback {{n}}', n: 2 }],
      ['ERRORS.NEW_CODE'],
      [['NOPE', 'GIFT']],
    ];
    for (const [key, opts] of cases) {
      expect([key, opts, lite.t(key, opts)]).toEqual([key, opts, real.t(key as string, opts)]);
    }
  });

  it.each(Object.keys(LANGS))('renders Trans with named components as react-i18next does in %s', async (lng) => {
    const real = await realInstance(lng);
    await liteDefault.init({ ...options, lng, resources });
    await liteDefault.changeLanguage(lng);
    const samples: { i18nKey: string; values?: Record<string, string>; components: Record<string, ReactElement> }[] = [
      { i18nKey: 'AUTH.SIGNUP.AGREE', components: { terms: <a href="/terms" />, privacy: <a href="/privacy" /> } },
      { i18nKey: 'SOCIAL.PAGE.ERROR_LAST_SIGN_IN_METHOD', values: { provider: 'Google' }, components: { password: <a href="/forgot" /> } },
    ];
    for (const sample of samples) {
      const expected = render(<p>{<RealTrans i18n={real} {...sample} />}</p>);
      const actual = render(<p>{<LiteTrans {...sample} />}</p>);
      expect(actual.container.innerHTML).toBe(expected.container.innerHTML);
      expect(actual.container.querySelectorAll('a').length).toBe(sample.i18nKey === 'AUTH.SIGNUP.AGREE' ? 2 : 1);
      expected.unmount();
      actual.unmount();
    }
  });
});

describe('i18nLite loading and switching', () => {
  it('loads a language through the backend, then switches and re-renders useTranslation users', async () => {
    const reads: string[] = [];
    const lite = liteDefault;
    lite.use({
      type: 'backend',
      read(language: string, _ns: string, callback: (err: unknown, data: unknown) => void) {
        reads.push(language);
        setTimeout(() => callback(null, language === 'xx' ? { HELLO: 'hallo {{name}}' } : { HELLO: 'hello {{name}}' }), 0);
      },
    });
    function Greeting() {
      const { t, i18n } = useTranslation();
      return <span data-testid="greeting">{`${i18n.language}: ${t('HELLO', { name: 'Kim' })}`}</span>;
    }
    await lite.init({ ...options, lng: 'yy' });
    expect(reads).toEqual(['yy']);
    render(<Greeting />);
    expect(screen.getByTestId('greeting')).toHaveTextContent('yy: hello Kim');
    const seen: string[] = [];
    lite.on('languageChanged', (l) => seen.push(l));
    await act(() => lite.changeLanguage('xx'));
    expect(screen.getByTestId('greeting')).toHaveTextContent('xx: hallo Kim');
    await act(() => lite.changeLanguage('yy'));
    expect(reads).toEqual(['yy', 'xx']); // a language already loaded is not read again
    expect(seen).toEqual(['xx', 'yy']);
    expect(screen.getByTestId('greeting')).toHaveTextContent('yy: hello Kim');
  });

  it('still switches when a language file does not load (keys shown, as i18next)', async () => {
    const lite = createInstance();
    lite.use({ type: 'backend', read: (_l: string, _n: string, callback: (err: unknown, data: unknown) => void) => callback(new Error('HTTP 500'), null) });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await lite.init({ ...options, lng: 'th' });
    expect(lite.language).toBe('th');
    expect(lite.t('NAV.HOME')).toBe('NAV.HOME');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
