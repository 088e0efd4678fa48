import { invariantTests, serverProject } from './vitest.config.ts';

/** The seeded-random invariants (docs/domain.md#invariants) over long random sequences of documents: slow, so CI runs them once (on PostgreSQL). */
export default serverProject('server-invariants', invariantTests, []);
