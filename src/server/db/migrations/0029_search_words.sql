-- Catalogue search without a trigram recheck of every candidate: each course keeps the distinct words
-- of its search text (search_words, generated), and course_search_words becomes the whole vocabulary
-- (every word up to 200 characters, no longer only 3 to 40: the typo step still looks at those alone).
-- A search word can only occur inside a course's word that contains its longest run of letters and
-- digits, so the courses to check are those holding one of the vocabulary words that contain that run:
-- one GIN lookup of exact posting lists, however common the word.
--
-- The words of a search text, split as the vocabulary triggers split them; '' stands for any word
-- longer than 200 characters (such a course is a candidate for every search, then checked exactly).
CREATE OR REPLACE FUNCTION academy_search_words(input text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN ARRAY(SELECT DISTINCT CASE WHEN char_length(w) <= 200 THEN w ELSE '' END
    FROM regexp_split_to_table(input, '[^[:alnum:]]+') AS w WHERE w <> '' ORDER BY 1);
--> statement-breakpoint
-- The longest run of letters and digits of a (normalised) search word: whatever else the word holds,
-- a course's text that contains it has a word that contains this run. '' when there is none.
CREATE OR REPLACE FUNCTION academy_search_key(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN coalesce((SELECT w FROM regexp_split_to_table(input, '[^[:alnum:]]+') AS w ORDER BY char_length(w) DESC, w LIMIT 1), '');
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (academy_search_words(search_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_search_words_idx" ON "courses" USING gin ("search_words");--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_course_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_search_words (word)
  SELECT DISTINCT w FROM new_rows, unnest(new_rows.search_words) AS w
  WHERE w <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academy_course_search_words_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_search_words (word)
  SELECT DISTINCT w FROM new_rows
    JOIN old_rows ON old_rows.id = new_rows.id AND old_rows.search_text IS DISTINCT FROM new_rows.search_text,
    unnest(new_rows.search_words) AS w
  WHERE w <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO course_search_words (word)
SELECT DISTINCT w FROM courses, unnest(courses.search_words) AS w WHERE w <> ''
ON CONFLICT DO NOTHING;
