import { href } from '../../../lib/screens';
import type { BenchmarkAudience } from '../api/benchmarks';

/** The screens of an audience: its list and a version's page. */
export const screensOf = (audience: BenchmarkAudience) =>
  audience === 'manager'
    ? { list: href('manager/benchmarks'), one: (id: string) => href('manager/benchmarks/:id', { id }) }
    : { list: href('trainee/benchmarks'), one: (id: string) => href('trainee/benchmarks/:id', { id }) };
