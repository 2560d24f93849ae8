// The calls of quizzes: authoring, the question bank, results and grading under /Instructor (a Bearer
// token of the course's instructor, or an admin), and taking a quiz (enrolled students; the course's
// instructor and admins as a preview). Route patterns like apiPaths.ts's, filled with the same apiPath;
// a module of their own so that only the lazily loaded chunks that take or write quizzes carry them.
// API_ROUTES (apiPaths.ts) still holds them for the server.

/** Writing quizzes and reading their results (the course's instructor; admins any). */
export const QUIZ_AUTHORING_API_ROUTES = {
  /** Every quiz of the caller's courses with its figures (attempts, pass rate, essays waiting). */
  instructorQuizzes: '/Instructor/Quizzes',
  /** A quiz's settings and questions (GET), its settings and question order (PUT, If-Match). */
  instructorQuiz: '/Instructor/Quizzes/:quizId',
  /** POST: a new question in the caller's bank, appended to this quiz. */
  instructorQuizQuestions: '/Instructor/Quizzes/:quizId/Questions',
  /** GET ?format=csv|gift: the quiz's questions as a file. */
  instructorQuizExport: '/Instructor/Quizzes/:quizId/Export',
  /** POST ?format=csv|gift (text/plain body): questions from a file, appended to the quiz. */
  instructorQuizImport: '/Instructor/Quizzes/:quizId/Import',
  /** Per-student extra time and attempts: GET the list, PUT one {username, extraTimeSeconds, extraAttempts}. */
  instructorQuizOverrides: '/Instructor/Quizzes/:quizId/Overrides',
  /** DELETE one student's override. */
  instructorQuizOverride: '/Instructor/Quizzes/:quizId/Overrides/:username',
  /** GET ?page&pageSize: every attempt (previews excluded). */
  instructorQuizAttempts: '/Instructor/Quizzes/:quizId/Attempts',
  /** GET: every attempt with every answer, as CSV. */
  instructorQuizAttemptsCsv: '/Instructor/Quizzes/:quizId/Attempts/Csv',
  /** GET: per question: share correct, discrimination index, most chosen wrong option, average time, flags. */
  instructorQuizItemAnalysis: '/Instructor/Quizzes/:quizId/ItemAnalysis',
  /** POST: grade every submitted attempt again with the questions as they are now (a key fixed); learners whose result changed are told. */
  instructorQuizRegrade: '/Instructor/Quizzes/:quizId/Regrade',
  /** GET ?tag&search&page: the caller's question bank. */
  instructorQuestions: '/Instructor/Questions',
  /** GET ?: the tags of the caller's bank with how many questions each has. */
  instructorQuestionTags: '/Instructor/Questions/Tags',
  /** PUT (If-Match) or DELETE one bank question. */
  instructorQuestion: '/Instructor/Questions/:id',
  /** GET: essay answers waiting for a grade, across the caller's quizzes (?quizId narrows). */
  instructorEssayQueue: '/Instructor/EssayQueue',
  /** POST {points, comment}: grade one essay answer of a submitted attempt. */
  instructorEssayGrade: '/Instructor/Attempts/:attemptId/Questions/:questionId/Grade',
} as const;

/** Taking a quiz (the quiz itself is read through GET /Lessons/{id}: its `quiz`). */
export const QUIZ_API_ROUTES = {
  /** POST: start an attempt (or get back the one in progress). */
  quizAttempts: '/Quizzes/:quizId/Attempts',
  /** GET: one of the caller's attempts (resumable on any device until its deadline). */
  attempt: '/Attempts/:attemptId',
  /** PUT {answers}: save answers as the learner goes. */
  attemptAnswers: '/Attempts/:attemptId/Answers',
  /** POST {questionId}: with feedback after each question, check one answer (it is then locked). */
  attemptCheck: '/Attempts/:attemptId/Check',
  /** POST: submit and grade. */
  attemptSubmit: '/Attempts/:attemptId/Submit',
} as const;
