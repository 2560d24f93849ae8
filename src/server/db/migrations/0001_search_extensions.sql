-- Catalogue search (see courses.search_text): trigram matching and accent folding.
-- Before the courses migration, whose gin_trgm_ops index needs pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary by name); naming the dictionary with its schema
-- makes this wrapper safe to declare IMMUTABLE, so indexes and generated values may use it.
CREATE OR REPLACE FUNCTION academy_normalize(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, input));
