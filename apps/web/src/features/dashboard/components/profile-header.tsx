import type { PublicProfile } from '@codeyard/shared';

import { GeneratedAvatar } from '../../../components/ui/generated-avatar';
import { StaffBadge } from '../../../components/ui/staff-badge';
import { ratingTitle } from '../utils/rating-titles';

/** Who this is: avatar, name, handle, rating and its title, streak badges. */
export function ProfileHeader({ profile }: { profile: PublicProfile }) {
  return (
    <div className="card card-border min-w-0 bg-base-100">
      <div className="card-body flex-row flex-wrap items-center gap-4">
        <GeneratedAvatar seed={profile.handle} size={64} />
        <div className="min-w-40 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold break-words">{profile.name}</h1>
            {profile.staff && <StaffBadge />}
          </div>
          <p className="break-all text-base-content/70">@{profile.handle}</p>
          <p className="text-sm text-base-content/70">
            Member since{' '}
            <time dateTime={profile.memberSince}>{new Date(profile.memberSince).toLocaleDateString()}</time>
          </p>
        </div>
        {/* Its own line on a phone, so the name keeps the width it needs (it wrapped letter by letter). */}
        <dl className="grid w-full grid-cols-2 gap-x-6 gap-y-1 sm:w-auto">
          <dt className="text-sm text-base-content/70">Rating</dt>
          <dd className="font-semibold tabular-nums">
            {profile.rating === null ? 'Unrated' : `${profile.rating} · ${ratingTitle(profile.rating)}`}
          </dd>
          <dt className="text-sm text-base-content/70">Max rating</dt>
          <dd className="font-semibold tabular-nums">{profile.maxRating ?? '—'}</dd>
          <dt className="text-sm text-base-content/70">Solved</dt>
          <dd className="font-semibold tabular-nums">{profile.solvedCount}</dd>
          <dt className="text-sm text-base-content/70">Streak</dt>
          <dd className="font-semibold tabular-nums">
            {profile.streaks.current} {profile.streaks.current === 1 ? 'day' : 'days'} (best {profile.streaks.longest})
          </dd>
        </dl>
        {profile.streakBadges.length > 0 && (
          <ul className="flex w-full flex-wrap gap-2" aria-label="Badges">
            {profile.streakBadges.map((days) => (
              <li key={days} className="badge badge-warning badge-soft">
                {days}-day streak
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
