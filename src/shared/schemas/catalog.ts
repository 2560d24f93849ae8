import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, LanguageSchema } from './common';

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  titleTh: Type.Union([Type.String(), Type.Null()]),
  titleVi: Type.Union([Type.String(), Type.Null()]),
  titleTl: Type.Union([Type.String(), Type.Null()]),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
});
export type Category = Static<typeof CategorySchema>;

export const NewsItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  coverImage: Type.Union([Type.String(), Type.Null()]),
  ctlCountryId: Type.Integer(),
  summary: Type.String(),
  /** HTML the server sanitised. */
  body: Type.String(),
  /** The language of title, summary and body: the one asked for (?lang) when translated, else the item's own. */
  lang: LanguageSchema,
  publishedAt: IsoDateTime,
});
export type NewsItem = Static<typeof NewsItemSchema>;

export const NewsQuerySchema = Type.Object({
  countryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999 })),
  /** The reader's language: the text in it where a translation exists. */
  lang: Type.Optional(LanguageSchema),
});
/** ?lang of one news item or post. */
export const ContentLangQuerySchema = Type.Object({ lang: Type.Optional(LanguageSchema) });
export type NewsQuery = Static<typeof NewsQuerySchema>;
export const SlugParamSchema = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
