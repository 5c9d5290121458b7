import { describeFuzzShard } from './fuzz-walk.ts';

// Every registered route sent bad input: shard 1 of 3 (tests/security/fuzz-walk.ts).
describeFuzzShard(0);
