// Quizzes: a lesson of kind `quiz` has one quiz (settings and questions). Questions live in their
// author's question bank (with tags) and a quiz takes fixed questions in order plus "N drawn from tag T".
// Authoring shapes carry the keys (which option is correct, accepted answers ...); what a learner sees
// during an attempt never does: the keys, a correct flag and an explanation reach the learner only in
// feedback the quiz's settings allow.
import { Type, type Static } from '@sinclair/typebox';
import {
  QUIZ_ATTEMPT_STATUSES,
  QUIZ_ESSAY_MAX_LENGTH,
  QUIZ_FEEDBACK_MODES,
  QUIZ_GRADING_METHODS,
  QUIZ_LAYOUTS,
  QUIZ_MAX_ACCEPTED_ANSWERS,
  QUIZ_MAX_ATTEMPTS,
  QUIZ_MAX_BLANKS,
  QUIZ_MAX_COOLDOWN_SECONDS,
  QUIZ_MAX_OPTIONS,
  QUIZ_MAX_POINTS,
  QUIZ_MAX_QUESTIONS,
  QUIZ_MAX_TAGS,
  QUIZ_MAX_TIME_LIMIT_SECONDS,
  QUIZ_MULTIPLE_SCORING,
  QUIZ_OPTION_MAX_LENGTH,
  QUIZ_PROMPT_MAX_LENGTH,
  QUIZ_QUESTION_TYPES,
  QUIZ_SHOW_ANSWERS,
  QUIZ_TAG_MAX_LENGTH,
} from '../constants';
import { IsoDateTime, literalUnion, Nullable, PageOf } from './common';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const QuizQuestionTypeSchema = literalUnion(QUIZ_QUESTION_TYPES);
export const QuizGradingMethodSchema = literalUnion(QUIZ_GRADING_METHODS);
export const QuizFeedbackModeSchema = literalUnion(QUIZ_FEEDBACK_MODES);
export const QuizShowAnswersSchema = literalUnion(QUIZ_SHOW_ANSWERS);
export const QuizLayoutSchema = literalUnion(QUIZ_LAYOUTS);
export const QuizMultipleScoringSchema = literalUnion(QUIZ_MULTIPLE_SCORING);
export const QuizAttemptStatusSchema = literalUnion(QUIZ_ATTEMPT_STATUSES);

export const QuizIdParamSchema = Type.Object({ quizId: Id });
export const AttemptIdParamSchema = Type.Object({ attemptId: Id });
export const EssayGradeParamSchema = Type.Object({ attemptId: Id, questionId: Id });
export const QuizOverrideParamSchema = Type.Object({ quizId: Id, username: Type.String({ minLength: 1, maxLength: 100 }) });
export const QuizFileFormatSchema = Type.Union([Type.Literal('csv'), Type.Literal('gift')]);
export const QuizFileQuerySchema = Type.Object({ format: QuizFileFormatSchema });

// ---- Settings -----------------------------------------------------------------------------------------

/** "N questions drawn at random from the caller's bank questions tagged T" (each attempt draws anew). */
export const QuizDrawSchema = Type.Object(
  { tag: Type.String({ minLength: 1, maxLength: QUIZ_TAG_MAX_LENGTH }), count: Type.Integer({ minimum: 1, maximum: QUIZ_MAX_QUESTIONS }) },
  { additionalProperties: false },
);
export type QuizDraw = Static<typeof QuizDrawSchema>;

/** A quiz's settings (PUT /Instructor/Quizzes/{quizId} with If-Match, together with the fixed questions' order). */
export const QuizSettingsSchema = Type.Object(
  {
    /** Seconds for one attempt, or null: no limit. */
    timeLimitSeconds: Nullable(Type.Integer({ minimum: 30, maximum: QUIZ_MAX_TIME_LIMIT_SECONDS })),
    /** Attempts a learner may make, or null: unlimited. */
    attemptsAllowed: Nullable(Type.Integer({ minimum: 1, maximum: QUIZ_MAX_ATTEMPTS })),
    /** Seconds to wait after a failed attempt before the next (0: none). */
    cooldownSeconds: Type.Integer({ minimum: 0, maximum: QUIZ_MAX_COOLDOWN_SECONDS }),
    /** The grade (0-100) needed to pass. */
    passMarkPercent: Type.Integer({ minimum: 0, maximum: 100 }),
    gradingMethod: QuizGradingMethodSchema,
    shuffleQuestions: Type.Boolean(),
    shuffleOptions: Type.Boolean(),
    feedbackMode: QuizFeedbackModeSchema,
    showCorrectAnswers: QuizShowAnswersSchema,
    layout: QuizLayoutSchema,
    draws: Type.Array(QuizDrawSchema, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type QuizSettings = Static<typeof QuizSettingsSchema>;

/** PUT /Instructor/Quizzes/{quizId} (If-Match: the quiz's version): settings and the fixed questions in order. */
export const QuizUpdateRequestSchema = Type.Composite([
  QuizSettingsSchema,
  Type.Object({ questionIds: Type.Array(Id, { maxItems: QUIZ_MAX_QUESTIONS }) }),
], { additionalProperties: false });
export type QuizUpdateRequest = Static<typeof QuizUpdateRequestSchema>;

// ---- Questions as their author writes them (with the keys) -------------------------------------------

const Prompt = Type.String({ minLength: 1, maxLength: QUIZ_PROMPT_MAX_LENGTH });
const OptionText = Type.String({ minLength: 1, maxLength: QUIZ_OPTION_MAX_LENGTH });
/** An id the server gave (keep it when editing, so earlier answers still point at the same option); absent for a new one. */
const OptionId = Type.String({ minLength: 1, maxLength: 32 });
const Accepted = Type.Array(Type.String({ minLength: 1, maxLength: QUIZ_OPTION_MAX_LENGTH }), { minItems: 1, maxItems: QUIZ_MAX_ACCEPTED_ANSWERS });

/** Short answers and blanks: how a learner's text is compared with the accepted answers. */
export const TextMatchingSchema = Type.Object(
  {
    ignoreCase: Type.Boolean(),
    /** Spaces inside the answer do not count (leading and trailing spaces never do). */
    ignoreSpaces: Type.Boolean(),
    /** Thai tone marks and Vietnamese (and other Latin) diacritics do not count. */
    ignoreDiacritics: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type TextMatching = Static<typeof TextMatchingSchema>;

/** What every question has. `prompt` and `explanation` are rich text (HTML), sanitised like a text lesson. */
const QuestionCommon = {
  prompt: Prompt,
  points: Type.Integer({ minimum: 1, maximum: QUIZ_MAX_POINTS }),
  /** Shown with the feedback when the quiz's settings allow; '' for none. */
  explanation: Type.String({ maxLength: QUIZ_PROMPT_MAX_LENGTH }),
  /** A file name in the quiz-image folder (POST /Files/?folder=quiz-image), or null. */
  image: Nullable(Type.String({ minLength: 1, maxLength: 200 })),
  tags: Type.Array(Type.String({ minLength: 1, maxLength: QUIZ_TAG_MAX_LENGTH }), { maxItems: QUIZ_MAX_TAGS }),
};

const ChoiceOption = Type.Object({ id: Type.Optional(OptionId), text: OptionText, correct: Type.Boolean() }, { additionalProperties: false });
const OrderItem = Type.Object({ id: Type.Optional(OptionId), text: OptionText }, { additionalProperties: false });
/** A matching pair; a learner sees the left sides and the right sides shuffled, each side with an id of its own. */
const MatchPair = Type.Object({ leftId: Type.Optional(OptionId), left: OptionText, rightId: Type.Optional(OptionId), right: OptionText }, { additionalProperties: false });

/** The body of POST /Instructor/Quizzes/{quizId}/Questions and PUT /Instructor/Questions/{id}: one of nine shapes by `type`. */
export const QuestionInputSchema = Type.Union([
  Type.Object({ type: Type.Literal('single'), ...QuestionCommon, options: Type.Array(ChoiceOption, { minItems: 2, maxItems: QUIZ_MAX_OPTIONS }) }, { additionalProperties: false }),
  Type.Object(
    { type: Type.Literal('multiple'), ...QuestionCommon, scoring: QuizMultipleScoringSchema, options: Type.Array(ChoiceOption, { minItems: 2, maxItems: QUIZ_MAX_OPTIONS }) },
    { additionalProperties: false },
  ),
  Type.Object({ type: Type.Literal('true_false'), ...QuestionCommon, correct: Type.Boolean() }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('short'), ...QuestionCommon, accepted: Accepted, matching: TextMatchingSchema }, { additionalProperties: false }),
  Type.Object(
    { type: Type.Literal('numeric'), ...QuestionCommon, value: Type.Number({ minimum: -1e12, maximum: 1e12 }), tolerance: Type.Number({ minimum: 0, maximum: 1e12 }) },
    { additionalProperties: false },
  ),
  /** The prompt marks each blank as [[1]], [[2]] ... in order; `blanks[i]` lists what blank i+1 accepts. Each blank scores its share. */
  Type.Object(
    { type: Type.Literal('fill_blanks'), ...QuestionCommon, blanks: Type.Array(Type.Object({ accepted: Accepted }, { additionalProperties: false }), { minItems: 1, maxItems: QUIZ_MAX_BLANKS }), matching: TextMatchingSchema },
    { additionalProperties: false },
  ),
  /** Each pair matched right scores its share. */
  Type.Object({ type: Type.Literal('matching'), ...QuestionCommon, pairs: Type.Array(MatchPair, { minItems: 2, maxItems: QUIZ_MAX_OPTIONS }) }, { additionalProperties: false }),
  /** `items` in the right order; each item in its right place scores its share. */
  Type.Object({ type: Type.Literal('ordering'), ...QuestionCommon, items: Type.Array(OrderItem, { minItems: 2, maxItems: QUIZ_MAX_OPTIONS }) }, { additionalProperties: false }),
  /** Graded by the instructor from the essay queue; `guidance` is for the grader only. */
  Type.Object(
    { type: Type.Literal('essay'), ...QuestionCommon, guidance: Type.String({ maxLength: QUIZ_PROMPT_MAX_LENGTH }), minWords: Type.Integer({ minimum: 0, maximum: 5000 }) },
    { additionalProperties: false },
  ),
]);
export type QuestionInput = Static<typeof QuestionInputSchema>;

/** A question as its author reads it: the input with every id filled in, its own id and version, and where it is used. */
export const QuizQuestionSchema = Type.Intersect([
  QuestionInputSchema,
  Type.Object({
    id: Type.Integer(),
    version: Type.Integer(),
    /** How many quizzes use it as a fixed question. */
    usedBy: Type.Integer(),
    updatedAt: IsoDateTime,
  }),
]);
export type QuizQuestion = QuestionInput & { id: number; version: number; usedBy: number; updatedAt: string };

/** GET /Instructor/Quizzes/{quizId}: the quiz as its author edits it. */
export const EditableQuizSchema = Type.Composite([
  Type.Object({
    id: Type.Integer(),
    lessonId: Type.Integer(),
    courseId: Type.Integer(),
    /** The lesson's title. */
    title: Type.String(),
    version: Type.Integer(),
    /** The fixed questions, in order. */
    questions: Type.Array(QuizQuestionSchema),
    /** For each draw, how many bank questions carry its tag now. */
    drawPool: Type.Array(Type.Object({ tag: Type.String(), available: Type.Integer() })),
    /** The most points an attempt can score (fixed questions, plus the drawn ones' points when every draw's pool has equal points: else an estimate). */
    maxPoints: Type.Integer(),
    attemptCount: Type.Integer(),
  }),
  QuizSettingsSchema,
]);
export type EditableQuiz = Static<typeof EditableQuizSchema>;

/** GET /Instructor/Quizzes: the caller's quizzes with their figures. */
export const InstructorQuizItemSchema = Type.Object({
  id: Type.Integer(),
  lessonId: Type.Integer(),
  title: Type.String(),
  course: Type.Object({ id: Type.Integer(), title: Type.String() }),
  questionCount: Type.Integer(),
  /** Submitted attempts (previews excluded). */
  attempts: Type.Integer(),
  students: Type.Integer(),
  /** Share (0-100) of students whose grade passes; null before any attempt. */
  passRate: Nullable(Type.Number()),
  averagePercent: Nullable(Type.Number()),
  pendingEssays: Type.Integer(),
});
export type InstructorQuizItem = Static<typeof InstructorQuizItemSchema>;
export const InstructorQuizListSchema = Type.Object({ items: Type.Array(InstructorQuizItemSchema) });
export type InstructorQuizList = Static<typeof InstructorQuizListSchema>;

export const QuestionBankQuerySchema = Type.Object({
  tag: Type.Optional(Type.String({ maxLength: QUIZ_TAG_MAX_LENGTH })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(QuizQuestionTypeSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type QuestionBankQuery = Static<typeof QuestionBankQuerySchema>;
export const QuestionBankPageSchema = PageOf(QuizQuestionSchema);
export const QuestionTagsSchema = Type.Object({ items: Type.Array(Type.Object({ tag: Type.String(), count: Type.Integer() })) });
export type QuestionTags = Static<typeof QuestionTagsSchema>;

/** POST /Instructor/Quizzes/{quizId}/Import: what was added, and each row (CSV) or question (GIFT) refused with why. */
export const QuizImportResultSchema = Type.Object({
  imported: Type.Integer(),
  questions: Type.Array(QuizQuestionSchema),
  errors: Type.Array(Type.Object({ line: Type.Integer(), code: Type.String(), detail: Type.String() })),
  /** The quiz's version after the import. */
  version: Type.Integer(),
});
export type QuizImportResult = Static<typeof QuizImportResultSchema>;

// ---- Per-student overrides ----------------------------------------------------------------------------

export const QuizOverrideRequestSchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 100 }),
    /** Added to the time limit of each attempt. */
    extraTimeSeconds: Type.Integer({ minimum: 0, maximum: QUIZ_MAX_TIME_LIMIT_SECONDS }),
    /** Added to the attempts allowed. */
    extraAttempts: Type.Integer({ minimum: 0, maximum: QUIZ_MAX_ATTEMPTS }),
  },
  { additionalProperties: false },
);
export type QuizOverrideRequest = Static<typeof QuizOverrideRequestSchema>;
export const QuizOverrideSchema = Type.Composite([QuizOverrideRequestSchema, Type.Object({ fullName: Type.String(), updatedAt: IsoDateTime })]);
export type QuizOverride = Static<typeof QuizOverrideSchema>;
export const QuizOverrideListSchema = Type.Object({ items: Type.Array(QuizOverrideSchema) });
export type QuizOverrideList = Static<typeof QuizOverrideListSchema>;

// ---- Taking a quiz ------------------------------------------------------------------------------------

/** A question as a learner sees it in an attempt: never a key. Options, items and sides come in the attempt's (shuffled) order. */
export const AttemptQuestionSchema = Type.Object({
  id: Type.Integer(),
  type: QuizQuestionTypeSchema,
  prompt: Type.String(),
  points: Type.Integer(),
  image: Nullable(Type.String()),
  /** single, multiple: the choices. ordering: the items to put in order. */
  options: Type.Optional(Type.Array(Type.Object({ id: Type.String(), text: Type.String() }))),
  /** matching: the left sides (in order) and the right sides (shuffled), each with an id of its own. */
  left: Type.Optional(Type.Array(Type.Object({ id: Type.String(), text: Type.String() }))),
  right: Type.Optional(Type.Array(Type.Object({ id: Type.String(), text: Type.String() }))),
  /** fill_blanks: how many blanks the prompt marks ([[1]] ...). */
  blankCount: Type.Optional(Type.Integer()),
  /** essay: the fewest words asked for. */
  minWords: Type.Optional(Type.Integer()),
});
export type AttemptQuestion = Static<typeof AttemptQuestionSchema>;

/**
 * One answer, by question type: single: an option id; multiple: option ids; true_false: a boolean; short,
 * essay: text; numeric: a number; fill_blanks: one text per blank; matching: {leftId: rightId}; ordering:
 * every option id in the chosen order. The server checks the shape against the question (400 QUIZ_ANSWER_INVALID).
 */
export const AnswerSchema = Type.Union([
  Type.String({ maxLength: QUIZ_ESSAY_MAX_LENGTH }),
  Type.Number(),
  Type.Boolean(),
  Type.Array(Type.String({ maxLength: QUIZ_OPTION_MAX_LENGTH }), { maxItems: Math.max(QUIZ_MAX_OPTIONS, QUIZ_MAX_BLANKS) }),
  Type.Record(Type.String({ maxLength: 32 }), Type.String({ maxLength: 32 })),
]);
export type Answer = Static<typeof AnswerSchema>;
/** Answers by question id (as a string key). */
export const AnswersSchema = Type.Record(Type.String({ pattern: '^[0-9]{1,10}$' }), AnswerSchema);
export type Answers = Static<typeof AnswersSchema>;

/** PUT /Attempts/{attemptId}/Answers: the answers to save (merged into those saved; null removes one). */
export const SaveAnswersRequestSchema = Type.Object(
  { answers: Type.Record(Type.String({ pattern: '^[0-9]{1,10}$' }), Nullable(AnswerSchema)) },
  { additionalProperties: false },
);
export type SaveAnswersRequest = Static<typeof SaveAnswersRequestSchema>;

export const CheckAnswerRequestSchema = Type.Object({ questionId: Id }, { additionalProperties: false });
export type CheckAnswerRequest = Static<typeof CheckAnswerRequestSchema>;

/**
 * What a learner is told of one question: the points scored, and, when the settings allow, whether it was
 * right, the correct answer (in the answer's own shape) and the explanation. `correct` is null while an
 * essay waits for its grade.
 */
export const QuestionFeedbackSchema = Type.Object({
  questionId: Type.Integer(),
  points: Nullable(Type.Number()),
  maxPoints: Type.Integer(),
  correct: Nullable(Type.Boolean()),
  correctAnswer: Type.Optional(AnswerSchema),
  explanation: Type.Optional(Type.String()),
  /** The grader's comment on an essay. */
  comment: Type.Optional(Nullable(Type.String())),
});
export type QuestionFeedback = Static<typeof QuestionFeedbackSchema>;

export const AttemptResultSchema = Type.Object({
  /** 0-100, to one decimal; null while an essay waits for its grade. */
  scorePercent: Nullable(Type.Number()),
  points: Type.Number(),
  maxPoints: Type.Integer(),
  /** null while an essay waits for its grade. */
  passed: Nullable(Type.Boolean()),
  /** Per question, as far as the feedback settings allow (empty with feedback 'never'). */
  questions: Type.Array(QuestionFeedbackSchema),
});
export type AttemptResult = Static<typeof AttemptResultSchema>;

/** An attempt (POST /Quizzes/{quizId}/Attempts, GET /Attempts/{attemptId}, and the answer of Submit). */
export const AttemptSchema = Type.Object({
  id: Type.Integer(),
  quizId: Type.Integer(),
  lessonId: Type.Integer(),
  courseId: Type.Integer(),
  /** 1 for the learner's first attempt. */
  number: Type.Integer(),
  status: QuizAttemptStatusSchema,
  /** An attempt by the course's instructor or an admin: not counted anywhere. */
  isPreview: Type.Boolean(),
  startedAt: IsoDateTime,
  /** The server's deadline (time limit plus any extra time), or null without a limit. */
  deadline: Nullable(IsoDateTime),
  submittedAt: Nullable(IsoDateTime),
  layout: QuizLayoutSchema,
  feedbackMode: QuizFeedbackModeSchema,
  questions: Type.Array(AttemptQuestionSchema),
  /** What was saved so far. */
  answers: AnswersSchema,
  /** With feedback after each question: the questions already checked (locked), with their feedback. */
  checked: Type.Array(QuestionFeedbackSchema),
  /** Once submitted. */
  result: Nullable(AttemptResultSchema),
});
export type Attempt = Static<typeof AttemptSchema>;

/** PUT /Attempts/{id}/Answers: what is saved now. */
export const SavedAnswersSchema = Type.Object({ attemptId: Type.Integer(), answers: AnswersSchema, savedAt: IsoDateTime, deadline: Nullable(IsoDateTime) });
export type SavedAnswers = Static<typeof SavedAnswersSchema>;

/** One of the learner's attempts in the quiz summary. */
export const AttemptSummarySchema = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  status: QuizAttemptStatusSchema,
  scorePercent: Nullable(Type.Number()),
  passed: Nullable(Type.Boolean()),
  startedAt: IsoDateTime,
  submittedAt: Nullable(IsoDateTime),
});
export type AttemptSummary = Static<typeof AttemptSummarySchema>;

/** GET /Lessons/{id} of a quiz lesson: its `quiz` (never the keys). */
export const LessonQuizSchema = Type.Object({
  quizId: Type.Integer(),
  /** Questions an attempt asks (fixed plus drawn). */
  questionCount: Type.Integer(),
  maxPoints: Type.Integer(),
  timeLimitSeconds: Nullable(Type.Integer()),
  /** With the caller's override. null: unlimited. */
  attemptsAllowed: Nullable(Type.Integer()),
  attemptsUsed: Type.Integer(),
  attemptsLeft: Nullable(Type.Integer()),
  cooldownSeconds: Type.Integer(),
  /** When the caller may start again after a failed attempt, or null. */
  cooldownUntil: Nullable(IsoDateTime),
  passMarkPercent: Type.Integer(),
  gradingMethod: QuizGradingMethodSchema,
  feedbackMode: QuizFeedbackModeSchema,
  layout: QuizLayoutSchema,
  /** The caller's grade by the grading method, or null before a graded attempt. */
  gradePercent: Nullable(Type.Number()),
  passed: Type.Boolean(),
  /** An attempt still open (resume it), or null. */
  inProgressAttemptId: Nullable(Type.Integer()),
  attempts: Type.Array(AttemptSummarySchema),
});
export type LessonQuiz = Static<typeof LessonQuizSchema>;

// ---- Results, item analysis, grading ---------------------------------------------------------------------

export const QuizAttemptRowSchema = Type.Object({
  id: Type.Integer(),
  student: Type.Object({ username: Type.String(), fullName: Type.String() }),
  number: Type.Integer(),
  status: QuizAttemptStatusSchema,
  scorePercent: Nullable(Type.Number()),
  passed: Nullable(Type.Boolean()),
  /** Seconds from start to submit. */
  timeTakenSeconds: Nullable(Type.Integer()),
  startedAt: IsoDateTime,
  submittedAt: Nullable(IsoDateTime),
});
export type QuizAttemptRow = Static<typeof QuizAttemptRowSchema>;
export const QuizAttemptPageSchema = PageOf(QuizAttemptRowSchema);

export const ItemAnalysisRowSchema = Type.Object({
  questionId: Type.Integer(),
  type: QuizQuestionTypeSchema,
  /** The prompt as plain text, shortened. */
  prompt: Type.String(),
  /** Graded answers to it. */
  answered: Type.Integer(),
  /** Share (0-100) of answers with full points. */
  percentCorrect: Nullable(Type.Number()),
  /** Upper 27 % minus lower 27 % of attempts by total score, share correct (-1 to 1); null with fewer than 4 attempts. */
  discrimination: Nullable(Type.Number()),
  /** single / multiple / true_false: the wrong option chosen most, with how often. */
  mostChosenWrong: Nullable(Type.Object({ answer: Type.String(), count: Type.Integer() })),
  /** Seconds, from the learners' answer times. */
  averageSeconds: Nullable(Type.Number()),
  flag: Nullable(Type.Union([Type.Literal('nobody_correct'), Type.Literal('everybody_correct')])),
});
export type ItemAnalysisRow = Static<typeof ItemAnalysisRowSchema>;
export const ItemAnalysisSchema = Type.Object({ quizId: Type.Integer(), attempts: Type.Integer(), items: Type.Array(ItemAnalysisRowSchema) });
export type ItemAnalysis = Static<typeof ItemAnalysisSchema>;

export const RegradeResultSchema = Type.Object({ attempts: Type.Integer(), changed: Type.Integer(), notified: Type.Integer() });
export type RegradeResult = Static<typeof RegradeResultSchema>;

/** One essay answer waiting for a grade. */
export const EssayQueueItemSchema = Type.Object({
  attemptId: Type.Integer(),
  questionId: Type.Integer(),
  quiz: Type.Object({ id: Type.Integer(), title: Type.String() }),
  course: Type.Object({ id: Type.Integer(), title: Type.String() }),
  student: Type.Object({ username: Type.String(), fullName: Type.String() }),
  prompt: Type.String(),
  guidance: Type.String(),
  answer: Type.String(),
  maxPoints: Type.Integer(),
  submittedAt: IsoDateTime,
});
export type EssayQueueItem = Static<typeof EssayQueueItemSchema>;
export const EssayQueueSchema = Type.Object({ items: Type.Array(EssayQueueItemSchema) });
export type EssayQueue = Static<typeof EssayQueueSchema>;
export const EssayQueueQuerySchema = Type.Object({ quizId: Type.Optional(Id) });

export const EssayGradeRequestSchema = Type.Object(
  { points: Type.Number({ minimum: 0, maximum: QUIZ_MAX_POINTS }), comment: Type.String({ maxLength: 4000 }) },
  { additionalProperties: false },
);
export type EssayGradeRequest = Static<typeof EssayGradeRequestSchema>;
