type Candidate = {
  earnedAt: Date | null;
  progress: { current: number; target: number | null } | null;
};

/**
 * My next achievement: of those I have not earned and that have a target, the one I am closest
 * to (the largest share of its target done); the first in the page's order between equals.
 */
export function nextAchievement<T extends Candidate>(achievements: readonly T[]): T | null {
  let best: T | null = null;
  let bestShare = -1;
  for (const achievement of achievements) {
    const target = achievement.progress?.target;
    if (achievement.earnedAt !== null || !achievement.progress || !target) continue;
    const share = Math.min(achievement.progress.current, target) / target;
    if (share > bestShare) {
      best = achievement;
      bestShare = share;
    }
  }
  return best;
}
