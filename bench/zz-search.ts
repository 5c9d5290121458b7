import { benchSearch } from './search.ts';
await benchSearch('pglite');
