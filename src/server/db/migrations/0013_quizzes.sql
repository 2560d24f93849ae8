CREATE TYPE "public"."quiz_attempt_status" AS ENUM('in_progress', 'submitted', 'pending_review');--> statement-breakpoint
CREATE TYPE "public"."quiz_question_type" AS ENUM('single', 'multiple', 'true_false', 'short', 'numeric', 'fill_blanks', 'matching', 'ordering', 'essay');--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"status" "quiz_attempt_status" DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"questions" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answer_times" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"grades" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"points" real,
	"max_points" integer DEFAULT 0 NOT NULL,
	"score_percent" real,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "quiz_overrides" (
	"quiz_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"extra_time_seconds" integer DEFAULT 0 NOT NULL,
	"extra_attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_overrides_quiz_id_customer_id_pk" PRIMARY KEY("quiz_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_question_links" (
	"quiz_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "quiz_question_links_quiz_id_question_id_pk" PRIMARY KEY("quiz_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" "quiz_question_type" NOT NULL,
	"prompt" text NOT NULL,
	"points" integer NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"image" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"time_limit_seconds" integer,
	"attempts_allowed" integer,
	"cooldown_seconds" integer DEFAULT 0 NOT NULL,
	"pass_mark_percent" integer NOT NULL,
	"grading_method" text DEFAULT 'highest' NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"feedback_mode" text DEFAULT 'submit' NOT NULL,
	"show_correct_answers" text DEFAULT 'after_submit' NOT NULL,
	"layout" text DEFAULT 'one_per_page' NOT NULL,
	"draws" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_lessonId_unique" UNIQUE("lesson_id")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "grade_percent" real;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_overrides" ADD CONSTRAINT "quiz_overrides_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_overrides" ADD CONSTRAINT "quiz_overrides_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question_links" ADD CONSTRAINT "quiz_question_links_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question_links" ADD CONSTRAINT "quiz_question_links_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_customer_idx" ON "quiz_attempts" USING btree ("quiz_id","customer_id","number");--> statement-breakpoint
CREATE INDEX "quiz_attempts_deadline_idx" ON "quiz_attempts" USING btree ("deadline") WHERE "quiz_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open_idx" ON "quiz_attempts" USING btree ("quiz_id","customer_id") WHERE "quiz_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_number_idx" ON "quiz_attempts" USING btree ("quiz_id","customer_id","is_preview","number");--> statement-breakpoint
CREATE INDEX "quiz_question_links_question_idx" ON "quiz_question_links" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_owner_idx" ON "quiz_questions" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "quiz_questions_tags_idx" ON "quiz_questions" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "quizzes_course_idx" ON "quizzes" USING btree ("course_id");