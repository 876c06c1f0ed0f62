import { Container, PlaceholderPage } from '@trap/ui';

/** /admin: the site admin's panel. */
export default function AdminPanelPage() {
  return (
    <Container>
      <PlaceholderPage
        title="Admin Panel"
        description="Run the site: settings, the announcement banner and content."
        eyebrow="Admin · coming soon"
        features={[
          'Site settings (general, appearance, email, notifications, security)',
          'Announcement banner: message, type and whether it can be dismissed',
          'Maintenance mode and its message',
          'Content: podcasts, AMAs, blog, shooters, ranges, shooting tips and tags',
        ]}
      />
    </Container>
  );
}
