import { createContext, useContext } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SENT_PARAM, type FormPost, type PageFormName } from '../../shared/page-form.ts';

/**
 * A page's form posted without JavaScript and refused (docs/decisions/0038): the server renders the page again with
 * it (entry-server.tsx), and the browser hydrates the page with the same (start.tsx).
 */
export const FormPostContext = createContext<FormPost | undefined>(undefined);

/** The refused post of this form, if the page shows one; and whether the page shows its confirmation (`?sent=`). */
export function useFormPost(name: PageFormName): { post: FormPost | undefined; sent: boolean } {
  const post = useContext(FormPostContext);
  const [params] = useSearchParams();
  return { post: post?.form === name ? post : undefined, sent: params.get(SENT_PARAM) === name };
}

/** Where a page's form posts without JavaScript: the page itself, without a confirmation's `?sent=`. */
export function usePageAction(): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(SENT_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
