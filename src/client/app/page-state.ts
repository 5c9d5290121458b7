import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../../shared/constants.ts';
import type { FormPost } from '../../shared/page-form.ts';
import { ApiError } from '../lib/api.ts';

/** The id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const PAGE_STATE_ID = 'page-state';

/** What the browser needs to render a server-rendered page exactly as the server did, without asking again. */
export interface PageState {
  lang: Language;
  /** The translations the public pages use, in the page's language (the rest loads after hydration). */
  catalog: Record<string, unknown>;
  config: unknown;
  queries: DehydratedState;
  /** A form of the page posted without JavaScript and refused: its values and messages (docs/decisions/0038). */
  formPost?: FormPost;
}

interface PlainError {
  name: 'ApiError';
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** An API error as JSON (an Error's message is not enumerable, so JSON.stringify would drop it). */
export function plainErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => {
      const error = q.state.error;
      if (!(error instanceof ApiError)) return q;
      const plain: PlainError = {
        name: 'ApiError',
        status: error.status,
        code: error.code,
        message: error.message,
        fields: error.fields,
      };
      return { ...q, state: { ...q.state, error: plain } };
    }),
  };
}

/**
 * The server's answers back into the browser's cache: errors become ApiErrors again, and everything counts as
 * fetched now (the page may have come from a cache), so that nothing is fetched again at once.
 */
export function restoredQueries(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => {
      const e = q.state.error as PlainError | null;
      const error = e ? new ApiError(e.status, e.code, e.message, e.fields) : null;
      return {
        ...q,
        state: { ...q.state, error, dataUpdatedAt: q.state.dataUpdatedAt && now, errorUpdatedAt: error ? now : 0 },
      };
    }),
  };
}
