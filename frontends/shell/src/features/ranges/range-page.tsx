import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Badge, Button, Card, errorMessage, PageHead, Spinner, useAppConfig, ApiError } from '@trap/ui';
import { ContentImage } from '../../shared/components/content-image.tsx';
import { useRange } from './api/ranges-queries.ts';
import { IndiaMap } from './components/india-map.tsx';
import { SlotBoard } from './components/slot-board.tsx';
import { rangeJsonLd } from './range-json-ld.ts';
import { useRangesT } from './texts/texts.ts';
import './ranges.css';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="range-block" aria-labelledby={id} role="region">
      <h2 id={id} className="range-block__title">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function BackLink() {
  const { t } = useRangesT();
  return (
    <p className="range-back">
      <Link to="/shooting-ranges">{t('range.back')}</Link>
    </p>
  );
}

/** /shooting-ranges/:id: the whole record of one range, its place on the map and its JSON-LD. */
export default function ShootingRangePage() {
  const { id = '' } = useParams();
  const query = useRange(id);
  const { siteOrigin } = useAppConfig();
  const { t } = useRangesT();

  if (query.isPending) {
    return (
      <div className="page">
        <PageHead title={t('range.headTitle')} noindex />
        <Spinner block label={t('range.loading')} />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="page page--narrow">
        <PageHead title={missing ? t('range.notFound') : t('range.headTitle')} noindex />
        <BackLink />
        <h1>{missing ? t('range.notFound') : t('range.failed')}</h1>
        <p className="page__lead" role="alert">
          {missing ? t('range.missingText') : errorMessage(query.error, t('range.retryLater'))}
        </p>
        {missing ? null : (
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </Button>
        )}
      </div>
    );
  }

  const r = query.data;
  const hours = Object.entries(r.openingHours);
  const located = r.latitude != null && r.longitude != null;
  return (
    <div className="page range-page">
      <PageHead
        title={`${r.name}, ${r.city}`}
        description={t('range.description', { name: r.name, city: r.city, state: r.state }).slice(0, 160)}
        path={`/shooting-ranges/${r.id}`}
        image={r.imageUrl ? new URL(r.imageUrl, siteOrigin).toString() : undefined}
        jsonLd={rangeJsonLd(r, siteOrigin)}
      />
      <BackLink />
      <header className="range-hero">
        <ContentImage className="range-hero__img" src={r.imageUrl} kind="range" alt={`${r.name}`} loading="eager" />
        <div>
          <p className="page__eyebrow">{t('range.eyebrow', { state: r.state })}</p>
          <h1>{r.name}</h1>
          <p className="page__lead">{r.location || `${r.city}, ${r.state}`}</p>
          <ul className="range-badges" aria-label={t('features')}>
            {r.verified ? (
              <li>
                <Badge tone="success">{t('verified')}</Badge>
              </li>
            ) : null}
            {r.features.map((f) => (
              <li key={f}>
                <Badge>{f}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </header>

      <div className="range-detail">
        <div className="range-detail__main">
          <section className="range-description" aria-label={t('range.about')}>
            {r.description.split(/\n{2,}/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>

          <Block id="range-slots" title={t('range.slots')}>
            <SlotBoard rangeId={r.id} />
          </Block>

          <Block id="range-programs" title={t('range.programs')}>
            {r.programs.length ? (
              <ul className="range-programs">
                {r.programs.map((p) => (
                  <li key={p.name}>
                    <strong>{p.name}</strong>
                    {p.description ? <p>{p.description}</p> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="page__muted">{t('range.noPrograms')}</p>
            )}
          </Block>

          <Block id="range-facilities" title={t('range.facilities')}>
            {r.facilities.length ? (
              <ul className="range-facilities">
                {r.facilities.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            ) : (
              <p className="page__muted">{t('range.noFacilities')}</p>
            )}
          </Block>

          {r.membershipInfo ? (
            <Block id="range-membership" title={t('range.membership')}>
              <p>{r.membershipInfo}</p>
            </Block>
          ) : null}

          {r.galleryImages.length ? (
            <Block id="range-gallery" title={t('range.gallery')}>
              <ul className="range-gallery">
                {r.galleryImages.map((src, i) => (
                  <li key={`${src}-${i}`}>
                    <a href={src} target="_blank" rel="noopener noreferrer">
                      <ContentImage src={src} kind="range" alt={t('range.photoAlt', { name: r.name, n: i + 1, total: r.galleryImages.length })} />
                    </a>
                  </li>
                ))}
              </ul>
            </Block>
          ) : null}
        </div>

        <aside className="range-detail__side">
          <Block id="range-contact" title={t('range.contact')}>
            <dl className="range-facts">
              <dt>{t('range.address')}</dt>
              <dd>{r.fullAddress || `${r.city}, ${r.state}`}</dd>
              {r.contact ? (
                <>
                  <dt>{t('range.phone')}</dt>
                  <dd>
                    <a href={`tel:${r.contact.replace(/[^\d+]/g, '')}`}>{r.contact}</a>
                  </dd>
                </>
              ) : null}
              {r.email ? (
                <>
                  <dt>{t('range.email')}</dt>
                  <dd>
                    <a href={`mailto:${r.email}`}>{r.email}</a>
                  </dd>
                </>
              ) : null}
              {r.website ? (
                <>
                  <dt>{t('website')}</dt>
                  <dd>
                    <a href={r.website} target="_blank" rel="noopener noreferrer">
                      {r.website.replace(/^https?:\/\//, '')}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
            {!r.contact && !r.email && !r.website ? (
              <p className="page__muted">{t('range.contactDirect')}</p>
            ) : null}
          </Block>

          <Block id="range-hours" title={t('range.hours')}>
            {hours.length ? (
              <table className="range-hours">
                <tbody>
                  {hours.map(([days, time]) => (
                    <tr key={days}>
                      <th scope="row">{days}</th>
                      <td>{time}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="page__muted">{t('range.noHours')}</p>
            )}
          </Block>

          <Block id="range-location" title={t('range.location')}>
            {located ? (
              <>
                <IndiaMap
                  ranges={[r]}
                  activeId={r.id}
                  highlightState={r.state}
                  label={t('range.mapLabel', { name: r.name })}
                  className="india-map--small"
                  caption={`${r.city}, ${r.state}`}
                />
                <p className="range-coords">
                  {r.latitude!.toFixed(4)}° N, {r.longitude!.toFixed(4)}° E ·{' '}
                  <a
                    href={`https://www.openstreetmap.org/?mlat=${r.latitude}&mlon=${r.longitude}#map=15/${r.latitude}/${r.longitude}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('range.openMap')}
                  </a>
                </p>
              </>
            ) : (
              <p className="page__muted">{t('range.noPosition')}</p>
            )}
          </Block>
        </aside>
      </div>
    </div>
  );
}
