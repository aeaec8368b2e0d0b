import { randomUUID } from 'node:crypto';
import type { GameSession } from '@portal/contracts';

/** One game session on `day` (08:00–08:30 UTC) of two completed level-2 peg transfers at 90/85/88. */
export function pegTransferSession(day: string): GameSession {
  return {
    id: randomUUID(),
    started_at: `${day}T08:00:00Z`,
    ended_at: `${day}T08:30:00Z`,
    game_version: '1.4.0',
    platform: 'windows',
    results: [1, 2].map(() => ({
      skill: 'transferring' as const,
      level: 2,
      exercise_name: 'Peg transfer',
      completed: true,
      accuracy: 90,
      speed: 85,
      gameplay: 88,
      duration_seconds: 120,
      errors: 0,
    })),
  };
}
