/** docs/product.md §2: easy green, medium yellow, hard red (the delete screen also sees Easy/Medium); soft badges: coloured text on a tint of it, AA in both themes. */
const badgeClass: Record<string, string> = {
  easy: 'badge-success',
  medium: 'badge-warning',
  hard: 'badge-error',
};

export function difficultyBadgeClass(difficulty: string): string {
  return badgeClass[difficulty.trim().toLowerCase()] ?? 'badge-neutral';
}

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return <span className={`badge badge-soft badge-sm ${difficultyBadgeClass(difficulty)}`}>{difficulty}</span>;
}
