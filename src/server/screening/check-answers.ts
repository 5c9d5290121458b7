import {
  answerErrorField,
  type ApplicationAnswer,
  type ScreeningQuestion,
  type StoredAnswer,
} from '../../shared/schemas/screening.ts';
import { badRequest } from '../errors.ts';

/** Whether an answer of the right type is one the question marks. */
function knocksOut(q: ScreeningQuestion, value: StoredAnswer['value']): boolean {
  const ko = q.knockOut;
  if (!ko) return false;
  if (q.kind === 'number') {
    if (Array.isArray(ko) || typeof value !== 'number') return false;
    return (ko.min != null && value < ko.min) || (ko.max != null && value > ko.max);
  }
  if (!Array.isArray(ko)) return false;
  if (q.kind === 'yesNo') return ko.includes(value ? 'yes' : 'no');
  if (Array.isArray(value)) return value.some((v) => ko.includes(v));
  return typeof value === 'string' && ko.includes(value);
}

/** A posted form's text as the question's type (docs/decisions/0038: a browser sends only text). */
function fromText(q: ScreeningQuestion, value: ApplicationAnswer['value']): ApplicationAnswer['value'] {
  if (typeof value !== 'string') return value;
  if (q.kind === 'yesNo') return value === 'yes' ? true : value === 'no' ? false : value;
  if (q.kind === 'number') {
    const n = Number(value.replace(',', '.'));
    return value.trim() !== '' && Number.isFinite(n) ? n : value;
  }
  if (q.kind === 'severalChoices') return [value];
  return value;
}

/** The value as its question takes it, or undefined when it is of the wrong type or not one of its options. */
function typed(q: ScreeningQuestion, value: ApplicationAnswer['value']): StoredAnswer['value'] | undefined {
  const values = q.options.map((o) => o.value);
  switch (q.kind) {
    case 'yesNo':
      return typeof value === 'boolean' ? value : undefined;
    case 'number':
      return typeof value === 'number' ? value : undefined;
    case 'shortText':
      return typeof value === 'string' ? value : undefined;
    case 'oneChoice':
      return typeof value === 'string' && values.includes(value) ? value : undefined;
    case 'severalChoices':
      return Array.isArray(value) && value.every((v) => values.includes(v)) && new Set(value).size === value.length
        ? value
        : undefined;
  }
}

const empty = (value: StoredAnswer['value']) => value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Checks an application's answers against its job's questions, as the other fields are checked: an answer to a
 * question of another job, of the wrong type, or missing when required is a 400 naming the question
 * (`answers.<questionId>`). Answers what to store with the application and whether an answer knocked it out.
 * `posted`: the answers come from a plain HTML form, as text (yes/no, numbers).
 */
export function checkAnswers(
  questions: ScreeningQuestion[],
  answers: ApplicationAnswer[],
  posted = false,
): { answers: StoredAnswer[]; knockedOut: boolean } {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const fields: Record<string, string> = {};
  const given = new Map<number, StoredAnswer['value']>();
  const problems: string[] = [];
  for (const answer of answers) {
    const q = byId.get(answer.questionId);
    const field = answerErrorField(answer.questionId);
    if (!q) {
      fields[field] = 'validation.invalid';
      problems.push(`question ${answer.questionId} is not a question of this job`);
      continue;
    }
    if (given.has(q.id)) {
      fields[field] = 'validation.invalid';
      problems.push(`question ${q.id} is answered twice`);
      continue;
    }
    const value = typed(q, posted ? fromText(q, answer.value) : answer.value);
    if (value === undefined) {
      fields[field] = 'validation.invalid';
      problems.push(`the answer to question ${q.id} is not a valid ${q.kind} answer`);
      continue;
    }
    given.set(q.id, value);
  }
  for (const q of questions) {
    const value = given.get(q.id);
    if (q.required && (value === undefined || empty(value)) && !fields[answerErrorField(q.id)]) {
      fields[answerErrorField(q.id)] = 'validation.required';
      problems.push(`question ${q.id} is required`);
    }
  }
  if (problems.length) throw badRequest(`Some answers are not valid: ${problems.join('; ')}`, fields);
  const stored = questions
    .filter((q) => given.has(q.id) && !empty(given.get(q.id)!))
    .map((q) => {
      const value = given.get(q.id)!;
      return {
        questionId: q.id,
        kind: q.kind,
        text: q.text,
        options: q.options,
        value,
        knockedOut: knocksOut(q, value),
      };
    });
  return { answers: stored, knockedOut: stored.some((a) => a.knockedOut) };
}
