-- courses.search_text: one lower-cased, unaccented line of what a visitor may type to find a course
-- (title, subtitle and the category's titles in four languages). A trigger rather than a generated
-- column because the category titles live in another table.
CREATE OR REPLACE FUNCTION academy_course_search_text() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := academy_normalize(concat_ws(' ', NEW.title, NEW.subtitle,
    (SELECT concat_ws(' ', c.title, c.title_th, c.title_vi, c.title_tl) FROM categories c WHERE c.id = NEW.category_id)));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_search_text BEFORE INSERT OR UPDATE OF title, subtitle, category_id ON courses
  FOR EACH ROW EXECUTE FUNCTION academy_course_search_text();
--> statement-breakpoint
-- A renamed category re-indexes its courses (touching title fires the trigger above).
CREATE OR REPLACE FUNCTION academy_category_renamed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses SET title = title WHERE category_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_renamed AFTER UPDATE OF title, title_th, title_vi, title_tl ON categories
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.title_th IS DISTINCT FROM NEW.title_th
    OR OLD.title_vi IS DISTINCT FROM NEW.title_vi OR OLD.title_tl IS DISTINCT FROM NEW.title_tl)
  EXECUTE FUNCTION academy_category_renamed();
--> statement-breakpoint
-- course_search_words: the vocabulary typos are corrected against. Once per statement, so a bulk
-- load adds its words in one pass. Words are never removed: a stale one only finds nothing.
CREATE OR REPLACE FUNCTION academy_course_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_search_words (word)
  SELECT DISTINCT w FROM new_rows, regexp_split_to_table(new_rows.search_text, '[^[:alnum:]]+') AS w
  WHERE char_length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_search_words_insert AFTER INSERT ON courses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION academy_course_search_words();
--> statement-breakpoint
-- Updates (enrolment counts, ratings) mostly leave the text alone: only changed rows are looked at.
CREATE OR REPLACE FUNCTION academy_course_search_words_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_search_words (word)
  SELECT DISTINCT w FROM new_rows
    JOIN old_rows ON old_rows.id = new_rows.id AND old_rows.search_text IS DISTINCT FROM new_rows.search_text,
    regexp_split_to_table(new_rows.search_text, '[^[:alnum:]]+') AS w
  WHERE char_length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER courses_search_words_update AFTER UPDATE ON courses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION academy_course_search_words_changed();
