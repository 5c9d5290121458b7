import { badRequest } from '../../errors.ts';

/** docs/product-decisions.md#3-records-and-their-states: only a HIRED talent is published. */
export function assertPublishable(display: boolean, process: string): void {
  if (display && process !== 'HIRED') {
    throw badRequest('Only a hired talent can be published', { display: 'validation.displayNeedsHired' });
  }
}
