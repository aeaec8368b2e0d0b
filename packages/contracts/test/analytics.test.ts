import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_MAX_DAYS,
  daysInRange,
  issueParams,
  rangeOf,
  SKILL_PAGES,
  SKILLS,
  skillHasPage,
  trainingActivityQuery,
} from '../src/index.js';

const issuesOf = (query: Record<string, string>) => {
  const parsed = trainingActivityQuery.safeParse(query);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
        params: issueParams(issue as never),
      }));
};

describe('training activity ranges', () => {
  it('defaults to the last 7 days and reads presets ending today', () => {
    expect(trainingActivityQuery.parse({})).toEqual({ preset: 'last_7_days' });
    expect(rangeOf({ preset: 'last_7_days' }, '2026-03-10')).toEqual({
      start_date: '2026-03-04',
      end_date: '2026-03-10',
    });
    expect(rangeOf({ preset: 'last_30_days' }, '2026-03-10')).toEqual({
      start_date: '2026-02-09',
      end_date: '2026-03-10',
    });
  });

  it('takes a custom range of up to 365 days, both ends included', () => {
    expect(issuesOf({ preset: 'custom', start_date: '2025-01-01', end_date: '2025-12-31' })).toEqual([]);
    expect(daysInRange('2025-01-01', '2025-12-31')).toBe(DATE_RANGE_MAX_DAYS);
    expect(issuesOf({ preset: 'custom', start_date: '2026-01-05', end_date: '2026-01-05' })).toEqual([]);
  });

  it('refuses a custom range over 365 days with the catalogue message on start_date', () => {
    expect(issuesOf({ preset: 'custom', start_date: '2024-12-31', end_date: '2025-12-31' })).toEqual([
      { path: 'start_date', message: 'validation.date_range', params: { days: 365 } },
    ]);
  });

  it('refuses an end before the start, a date that is not one, a custom range without dates, an unknown preset', () => {
    expect(issuesOf({ preset: 'custom', start_date: '2026-02-02', end_date: '2026-02-01' })).toEqual([
      { path: 'end_date', message: 'validation.date_order', params: {} },
    ]);
    expect(issuesOf({ preset: 'custom', start_date: '2026-02-30', end_date: '2026-03-01' })[0]).toMatchObject({
      path: 'start_date',
      message: 'validation.date',
    });
    expect(issuesOf({ preset: 'custom', start_date: 'yesterday', end_date: '2026-03-01' })[0]?.message).toBe(
      'validation.date',
    );
    expect(issuesOf({ preset: 'custom' }).map((i) => i.path)).toEqual(['start_date', 'end_date']);
    expect(issuesOf({ preset: 'last_year' })).toEqual([
      { path: 'preset', message: 'validation.one_of', params: { allowed: 'last_7_days, last_30_days, custom' } },
    ]);
  });
});

describe('skill pages', () => {
  it("follow the seed's table", () => {
    expect(SKILLS.filter((skill) => skillHasPage(skill, 'accuracy'))).toEqual([
      'positioning-orienting',
      'grasping',
      'transferring',
      'ligation',
      'cutting',
      'suturing',
    ]);
    expect(SKILLS.filter((skill) => skillHasPage(skill, 'gameplay'))).toEqual([
      'positioning-orienting',
      'grasping',
      'transferring',
      'ligation',
      'cutting',
    ]);
    expect(SKILLS.every((skill) => skillHasPage(skill, 'main'))).toBe(true);
    expect(skillHasPage('juggling', 'main')).toBe(false);
    expect(SKILL_PAGES.clipping).toEqual([]);
  });
});
