import { scorecardsApi } from '@trap/contracts/api/practice-scorecards';
import type { ApiRouter } from '@trap/kit';
import type { ScorecardService } from './scorecard.service.ts';

export function scorecardRoutes(api: ApiRouter, cards: ScorecardService): void {
  api.handle(scorecardsApi.getScorecardShare, ({ auth, params }) => cards.status(auth.userId, params.id));
  api.handle(scorecardsApi.shareScorecard, ({ auth, params }) => cards.share(auth.userId, params.id));
  api.handle(scorecardsApi.stopSharingScorecard, ({ auth, params }) => cards.stop(auth.userId, params.id));
  api.handle(scorecardsApi.getScorecard, async ({ params, res }) => {
    // the owner may stop sharing at any moment: never kept by a shared cache
    res.set('Cache-Control', 'no-store');
    return cards.publicCard(params.token);
  });
  api.handle(scorecardsApi.getScorecardImage, async ({ params, res }) => {
    const svg = await cards.image(params.token);
    res.set('Content-Type', 'image/svg+xml; charset=utf-8');
    res.set('Cache-Control', 'no-store');
    // an SVG opened on its own must not run anything: no script, no outside resources
    res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.send(svg);
  });
}
