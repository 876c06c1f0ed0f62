import { useMemo } from 'react';
import { Link } from 'react-router';
import { Card, Spinner } from '@trap/ui';
import { usePublicMembers } from '../api/home-queries.ts';
import { levelLabel } from '@trap/ui/format/level-label.ts';
import { pickRandom } from '../../../shared/lib/format.ts';
import { Section, Empty } from './section.tsx';
import { useHomeT } from '../texts/texts.ts';

export function FeaturedMembers() {
  const { t } = useHomeT();
  const members = usePublicMembers();
  // SPEC 9: four randomly chosen members, only public profiles (SPEC 6).
  const shown = useMemo(
    () =>
      pickRandom(
        (members.data ?? []).filter((m) => m.isPublicProfile),
        4,
      ),
    [members.data],
  );
  return (
    <Section id="members-title" title={t('members.title')} lead={t('members.lead')}>
      {members.isPending ? (
        <Spinner label={t('members.loading')} />
      ) : shown.length === 0 ? (
        <Empty>{t('members.none')}</Empty>
      ) : (
        <div className="home-grid home-grid--4">
          {shown.map((m) => (
            <Card key={m.id} className="home-card home-person">
              {m.avatarUrl ? (
                <img className="home-person__avatar" src={m.avatarUrl} alt="" loading="lazy" />
              ) : (
                <span className="home-person__avatar home-person__avatar--initials" aria-hidden="true">
                  {m.displayName.slice(0, 1).toUpperCase()}
                </span>
              )}
              <h3>
                <Link to={`/members/${encodeURIComponent(m.id)}`}>{m.displayName}</Link>
              </h3>
              <p className="home-person__meta">{levelLabel(m.level)}</p>
              {m.clubAffiliation ? <p className="home-person__meta">{m.clubAffiliation}</p> : null}
            </Card>
          ))}
        </div>
      )}
    </Section>
  );
}
