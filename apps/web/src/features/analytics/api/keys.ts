import type { Subject, Team } from '../subject';
import { subjectApi, teamApi } from './paths';

/** Every analytics read starts with this key; a subject's reads share theirs (`['analytics', '/trainee']`). */
export const analyticsQueryKey = ['analytics'] as const;

export const subjectKey = (subject: Subject) => [...analyticsQueryKey, subjectApi(subject)] as const;
export const teamKey = (team: Team) => [...analyticsQueryKey, teamApi(team)] as const;
