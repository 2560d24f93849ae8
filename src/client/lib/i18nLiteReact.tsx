// The part of react-i18next this SPA uses, over lib/i18nLite.ts (webpack resolves `react-i18next` here;
// jest keeps the real package, and i18nLite.test.tsx compares the two): useTranslation (re-renders on a
// language change, `t` bound to the language shown), Trans (named components: `<terms>…</terms>`, `<br/>`),
// and the initReactI18next plugin object.
import { cloneElement, createElement, Fragment, isValidElement, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import i18next, { type I18nLite, type TFunction, type TOptions } from './i18nLite';

export const initReactI18next = { type: '3rdParty' as const, init(): void {} };

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}
const getLanguage = () => i18next.language;

type UseTranslationResponse = [TFunction, I18nLite, boolean] & { t: TFunction; i18n: I18nLite; ready: boolean };

export function useTranslation(): UseTranslationResponse {
  const lng = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const t = i18next.getFixedT(lng);
  const ready = i18next.isInitialized;
  const response = [t, i18next, ready] as UseTranslationResponse;
  response.t = t;
  response.i18n = i18next;
  response.ready = ready;
  return response;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': '\u00a0' };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
/** HTML elements a translation may hold as they are (react-i18next's transKeepBasicHtmlNodesFor). */
const BASIC = new Set(['br', 'strong', 'i', 'p']);
const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

/** Text with <name>…</name> and <name/> tags as React nodes: a named component gets the inner nodes as children. */
function toNodes(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(unescape(text.slice(last, match.index)));
    last = match.index + match[0].length;
    const name = match[1] ?? match[2] ?? '';
    const inner = match[1] ? [] : toNodes(match[3] ?? '', components);
    const component = components[name];
    const key = index++;
    if (component && isValidElement(component)) nodes.push(cloneElement(component, { key }, ...(inner.length ? inner : [])));
    else if (BASIC.has(name)) nodes.push(createElement(name, { key }, ...(inner.length ? inner : [])));
    else nodes.push(createElement(Fragment, { key }, ...inner));
  }
  if (last < text.length) nodes.push(unescape(text.slice(last)));
  return nodes;
}

export interface TransProps {
  i18nKey: string;
  values?: TOptions;
  components?: Record<string, ReactElement>;
  count?: number;
  context?: string;
  defaults?: string;
}

export function Trans({ i18nKey, values, components = {}, count, context, defaults }: TransProps) {
  const { t } = useTranslation();
  const text = t(i18nKey, { ...values, ...(count === undefined ? {} : { count }), ...(context === undefined ? {} : { context }), ...(defaults === undefined ? {} : { defaultValue: defaults }) });
  return createElement(Fragment, null, ...toNodes(text, components));
}
