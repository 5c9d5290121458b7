import { walkFile } from './admin-walk.ts';

/* Every admin screen in nl: rendered, and axe with the menu unfolded and folded (tests/e2e/admin-walk.ts). */
walkFile('nl');
