import { countryFlag, countryName, type StandingsTeam } from '@codeyard/shared';

/**
 * A team's row in a team contest (docs/contests.md#team-contests): its organisation's flag before
 * the name, its members' handles after it. Every board that shows teams draws them with these
 * (the leaderboard, the reveal), so a team looks the same wherever it is ranked.
 */
export function TeamFlag({ team }: { team: StandingsTeam }) {
  const flag = team.country ? countryFlag(team.country) : '';
  if (!flag) return null;
  const country = countryName(team.country!) ?? team.country!;
  return (
    <span role="img" aria-label={country} title={team.organization ? `${team.organization}, ${country}` : country}>
      {flag}
    </span>
  );
}

/** The members' handles, smaller, after the team's name; nothing for a team with no registered member. */
export function TeamMembers({ team, className = '' }: { team: StandingsTeam; className?: string }) {
  if (team.members.length === 0) return null;
  return (
    <span className={`text-xs text-base-content/70 whitespace-nowrap ${className}`} title="Members">
      {team.members.map((handle) => `@${handle}`).join(', ')}
    </span>
  );
}
