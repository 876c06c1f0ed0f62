import { Link } from 'react-router';
import { PageHead, useSiteSettings } from '@trap/ui';

interface LegalDoc {
  title: string;
  description: string;
  sections: { heading: string; body: (ctx: { site: string; email: string }) => string }[];
}

const LAST_UPDATED = '1 January 2026';

const DOCS: Record<string, LegalDoc> = {
  'privacy-policy': {
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your personal data.',
    sections: [
      {
        heading: 'What we collect',
        body: ({ site }) =>
          `${site} stores the details you give us when you register (username, display name, e-mail, optional bio and avatar) and the data you log, such as practice sessions, equipment and journal entries.`,
      },
      {
        heading: 'How we use it',
        body: () =>
          'We use your data to run your account and member tools, to show your public profile if you choose to make it public, and to send the notifications and newsletters you ask for. We do not sell personal data.',
      },
      {
        heading: 'Your choices',
        body: ({ email }) =>
          `Your profile is private by default. You can change your privacy settings, export or correct your data, or ask us to delete your account by writing to ${email}.`,
      },
      {
        heading: 'Security',
        body: () => 'Passwords are stored as salted hashes and sessions use secure, http-only cookies that expire when you are inactive.',
      },
    ],
  },
  'terms-of-use': {
    title: 'Terms of Use',
    description: 'The rules for using the platform.',
    sections: [
      {
        heading: 'Your account',
        body: () =>
          'Keep your login details private and tell us if you suspect misuse. You are responsible for what is posted from your account.',
      },
      {
        heading: 'Acceptable use',
        body: () =>
          'Be respectful, follow the Content Policy and Indian law, including the Arms Act and range safety rules. Do not post content you have no right to share.',
      },
      {
        heading: 'Memberships',
        body: () =>
          "Paid tiers (Shooter's Circle, Pro Lane, Elite Trigger) are billed per year. Trials end automatically unless you choose a paid tier.",
      },
      { heading: 'Changes', body: ({ site }) => `${site} may update these terms; we will announce material changes on the site.` },
    ],
  },
  'cookie-policy': {
    title: 'Cookie Policy',
    description: 'Which cookies we use and why.',
    sections: [
      {
        heading: 'Essential cookies',
        body: () =>
          'trap_session keeps you signed in; trap_csrf protects your account against forged requests; trap_lang, set only when you choose a language, keeps the site in that language. They are needed for the site to work and cannot be turned off.',
      },
      {
        heading: 'Optional cookies',
        body: () =>
          'Analytics, marketing and preference cookies are only set with your consent. You can change your choice at any time with Cookie Settings in the footer.',
      },
      {
        heading: 'Local storage',
        body: () =>
          'Your browser also stores small preferences such as dark mode and completed tutorials. Clear browser data removes them.',
      },
    ],
  },
  disclaimer: {
    title: 'Disclaimer',
    description: 'Limits of the information on this platform.',
    sections: [
      {
        heading: 'Information only',
        body: () =>
          'Tips, articles, podcasts and AI-coach feedback are general information, not professional instruction. Always follow your coach, your range officer and the range safety rules.',
      },
      {
        heading: 'Third parties',
        body: () =>
          'Range details, events and links to other sites are provided by third parties; check them with the range or organiser before you travel.',
      },
    ],
  },
  'content-policy': {
    title: 'Content Policy',
    description: 'What may and may not be posted.',
    sections: [
      {
        heading: 'Welcome',
        body: () => 'Questions, experiences, scores, equipment reviews and respectful debate about trap shooting and the shooting sports.',
      },
      {
        heading: 'Not allowed',
        body: () =>
          'Harassment, hate speech, illegal sale or transfer of firearms and ammunition, unsafe handling advice, spam and other people’s personal data.',
      },
      {
        heading: 'Moderation',
        body: () => 'Moderators may edit, hide or remove content that breaks this policy. Use Report Abuse to flag content.',
      },
    ],
  },
};

export function LegalPage({ id }: { id: string }) {
  const doc = DOCS[id];
  const { settings } = useSiteSettings();
  if (!doc) return null;
  const ctx = { site: settings.general.siteName, email: settings.general.supportEmail };
  return (
    <article className="page page--narrow legal">
      <PageHead title={doc.title} description={doc.description} />
      <h1>{doc.title}</h1>
      <p className="page__muted">Last updated: {LAST_UPDATED}</p>
      {doc.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          <p>{s.body(ctx)}</p>
        </section>
      ))}
      <p>
        Questions? <Link to="/contact">Contact us</Link>.
      </p>
    </article>
  );
}
