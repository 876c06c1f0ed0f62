import { tierFeature, tierIncludes } from '@trap/contracts';
import { LockedFeature, useAuth, useMemberTier } from '@trap/ui';
import { useAmaT } from '../texts/texts.ts';
import { AmaQuestions } from './ama-questions.tsx';

/**
 * An upcoming AMA's question queue (early AMA access, DECISIONS "What each tier unlocks"): a member
 * whose tier has it asks before the session starts; any other member sees the locked feature.
 * Guests see nothing here, as before: the server renders the guest's page and the member's part
 * appears once the session is read after hydration.
 */
export function EarlyQuestions({ amaId }: { amaId: string }) {
  const { user } = useAuth();
  const tier = useMemberTier();
  const { t } = useAmaT();
  if (!user) return null;
  if (tierIncludes(tier, tierFeature('early_ama').tier)) return <AmaQuestions amaId={amaId} live={false} early />;
  return (
    <section className="ama-room__questions" aria-labelledby="questions-title">
      <h2 id="questions-title">{t('questions.title')}</h2>
      <LockedFeature feature="early_ama" compact />
    </section>
  );
}
