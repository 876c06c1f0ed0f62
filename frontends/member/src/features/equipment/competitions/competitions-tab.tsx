import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, FormField, LockedFeature, Spinner, errorMessage, tierRequiredOf, Select } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { EQUIPMENT_NS, useEquipmentT } from '../texts/texts.ts';
import { CompetitionForm } from '../../../shared/logs/competition-log.tsx';
import { CATEGORY_SELECT_ID, PathwayProfileCard } from './pathway-profile-card.tsx';
import { SeasonRecordTable } from './season-record.tsx';
import { StandingCard } from './standing-card.tsx';
import { STANDING_KEY, standingQuery } from './pathway-api.ts';
import './competitions.css';

function Retry({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useEquipmentT();
  return (
    <p className="pr-error" role="alert">
      {errorMessage(error)}{' '}
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </p>
  );
}

const focusCategory = () => {
  const select = document.getElementById(CATEGORY_SELECT_ID);
  select?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  select?.focus();
};

/**
 * The Competitions tab of /equipment: the season record (every competition of a season
 * with its level, score and placing), where the member stands against the next step of the NRAI
 * pathway (the selection rule of their category, with its source), and their pathway profile.
 */
export default function CompetitionsTab() {
  const { t } = useEquipmentT();
  const [season, setSeason] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const qc = useQueryClient();
  const query = useQuery(standingQuery(season));
  const standing = query.data;

  return (
    <div className="cp-tab">
      <div className="cp-toolbar">
        <FormField label={t('competitions.season')} className="cp-season">
          <Select value={standing?.season ?? ''} disabled={!standing} onChange={(e) => setSeason(Number(e.target.value))}>
            {(standing?.seasons ?? []).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </FormField>
        {query.isFetching && standing ? <Spinner size="sm" label={t('competitions.updating')} /> : null}
      </div>

      {query.isPending ? (
        <Card className="cp-card">
          <Spinner />
        </Card>
      ) : query.isError && tierRequiredOf(query.error) ? (
        // the selection view is Elite Trigger's (DECISIONS): the lower tiers see what it does and an upgrade link
        <LockedFeature feature="pathway" compact />
      ) : query.isError ? (
        <Card className="cp-card">
          <Retry error={query.error} onRetry={() => void query.refetch()} />
        </Card>
      ) : (
        <StandingCard standing={query.data} onSetCategory={focusCategory} />
      )}

      <Card className="cp-card" aria-labelledby="cp-record-h">
        <header className="cp-card__head">
          <h2 id="cp-record-h" className="pr-h2">
            {standing ? t('competitions.recordOf', { season: standing.season }) : t('competitions.record')}
          </h2>
          {adding ? null : <Button onClick={() => setAdding(true)}>{t('competitions.add')}</Button>}
        </header>
        {adding ? (
          <div className="cp-form">
            <CompetitionForm onDone={() => setAdding(false)} onSaved={() => void qc.invalidateQueries({ queryKey: STANDING_KEY })} />
          </div>
        ) : null}
        {query.isPending ? <Spinner /> : null}
        {standing && standing.competitions.length === 0 ? (
          <p className="pr-muted">{t('competitions.empty', { season: standing.season })}</p>
        ) : null}
        {standing && standing.competitions.length > 0 ? <SeasonRecordTable standing={standing} /> : null}
        <p className="pr-muted">
          <Trans ns={EQUIPMENT_NS} i18nKey="competitions.toJournal" components={{ journal: <Link to="/journal?tab=competitions" /> }} />
        </p>
      </Card>

      <PathwayProfileCard />
    </div>
  );
}
