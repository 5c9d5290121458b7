import { z } from 'zod';
import { requiredText, text } from './rules.ts';

/**
 * A job's screening questions (issue 31 item 3, docs/decisions/0062): what staff write (`PUT /api/jobs/{id}/questions`),
 * what the apply form shows (the public job's `questions`, without the knock-out answers) and the answers an
 * application carries.
 */
export const QUESTION_KINDS = ['yesNo', 'oneChoice', 'severalChoices', 'number', 'shortText'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const CHOICE_KINDS: readonly QuestionKind[] = ['oneChoice', 'severalChoices'];

/** A question's words in each language: all three are written. */
export const questionTexts = z.object({ fr: requiredText(300), en: requiredText(300), nl: requiredText(300) });
export type QuestionTexts = z.infer<typeof questionTexts>;

const optionValue = z.string().regex(/^[a-z0-9_-]{1,40}$/, { error: 'validation.invalid' });
export const questionOption = z.object({ value: optionValue, text: questionTexts });
export type QuestionOption = z.infer<typeof questionOption>;

/** The answers that mark an application: values (yes/no: `yes`, `no`; a choice: option values) or a number's range. */
const knockOut = z
  .union([
    z.array(optionValue).max(20),
    z.object({ min: z.number().finite().nullable().optional(), max: z.number().finite().nullable().optional() }),
  ])
  .nullable()
  .default(null);

/** The longest short-text answer. */
export const SHORT_ANSWER_MAX = 300;
/** At most this many questions per job. */
export const MAX_QUESTIONS = 20;

export const questionInput = z
  .object({
    /** An existing question keeps its id (and so its answers' link); a new one has none. */
    id: z.number().int().positive().optional(),
    kind: z.enum(QUESTION_KINDS, { error: 'validation.invalid' }),
    text: questionTexts,
    options: z.array(questionOption).max(20).default([]),
    required: z.boolean().default(false),
    knockOut,
  })
  .superRefine((q, ctx) => {
    const issue = (path: (string | number)[]) => ctx.addIssue({ code: 'custom', path, message: 'validation.invalid' });
    const choices = CHOICE_KINDS.includes(q.kind);
    if (choices && q.options.length < 2) issue(['options']);
    if (!choices && q.options.length) issue(['options']);
    const values = q.options.map((o) => o.value);
    if (new Set(values).size !== values.length) issue(['options']);
    const ko = q.knockOut;
    if (ko === null) return;
    if (q.kind === 'shortText') issue(['knockOut']);
    else if (q.kind === 'number') {
      if (Array.isArray(ko)) issue(['knockOut']);
    } else if (!Array.isArray(ko)) issue(['knockOut']);
    else {
      const allowed = q.kind === 'yesNo' ? ['yes', 'no'] : values;
      if (ko.some((v) => !allowed.includes(v))) issue(['knockOut']);
    }
  });
export type QuestionInput = z.input<typeof questionInput>;

export const questionsInput = z.object({ questions: z.array(questionInput).max(MAX_QUESTIONS) });
export type QuestionsInput = z.input<typeof questionsInput>;

/** A question as staff read it. */
export const screeningQuestion = z.object({
  id: z.number(),
  kind: z.enum(QUESTION_KINDS),
  text: questionTexts,
  options: z.array(questionOption),
  required: z.boolean(),
  knockOut: z
    .union([z.array(z.string()), z.object({ min: z.number().nullish(), max: z.number().nullish() })])
    .nullable(),
});
export type ScreeningQuestion = z.infer<typeof screeningQuestion>;
export const screeningQuestions = z.object({ questions: z.array(screeningQuestion) });

/** A question as the apply form shows it: which answers knock out is the firm's business. */
export const publicQuestion = screeningQuestion.omit({ knockOut: true });
export type PublicQuestion = z.infer<typeof publicQuestion>;

/** One answer as the apply payload carries it; its type is checked against its question on the server. */
export const answerValue = z.union([
  z.boolean(),
  z.number().finite(),
  text(SHORT_ANSWER_MAX),
  z.array(optionValue).max(20),
]);
export type AnswerValue = z.infer<typeof answerValue>;
export const applicationAnswers = z
  .array(z.object({ questionId: z.number().int().positive().max(2_147_483_647), value: answerValue }), {
    error: 'validation.invalid',
  })
  .max(MAX_QUESTIONS * 2)
  .default([]);
export type ApplicationAnswer = z.output<typeof applicationAnswers>[number];

/** An answer as stored with the application: the question's words and options of the day, the value, whether it knocked out. */
export const storedAnswer = z.object({
  questionId: z.number(),
  kind: z.enum(QUESTION_KINDS),
  text: questionTexts,
  options: z.array(questionOption),
  value: z.union([z.boolean(), z.number(), z.string(), z.array(z.string())]),
  knockedOut: z.boolean(),
});
export type StoredAnswer = z.infer<typeof storedAnswer>;

/** The no-JavaScript form's field of a question (a radio group, a text input) and of one choice of several. */
export const answerField = (questionId: number, option?: string) =>
  option === undefined ? `answer.${questionId}` : `answer.${questionId}.${option}`;

/** The error field that names a question in a 400 (`answers.<questionId>`). */
export const answerErrorField = (questionId: number) => `answers.${questionId}`;
