import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_STATUSES,
  brandColourProblem,
  brandFills,
  DEFAULT_SETTINGS,
  formatRatio,
  normalizeHexColor,
  ROLES,
  TIERS,
  TIER_LABELS,
  siteSettingsSchema,
  type AccountStatus,
  type AdminUser,
  type Role,
  type AuditEntry,
  type SiteSettings,
} from '@trap/contracts';
import {
  ApiError,
  Badge,
  Button,
  Card,
  FormField,
  Input,
  ListState,
  LoadFailed,
  Spinner,
  errorMessage,
  formatNumber,
  toast,
  useConfirm,
  SETTINGS_QUERY_KEY,
  Select,
  useMessageText,
} from '@trap/ui';
import { changeLines } from './audit-changes.ts';
import {
  invalidateUsers,
  istDateTime,
  readinessQuery,
  rupees,
  superadminApi,
  superadminQueries,
  type Readiness,
} from './superadmin-api.ts';
import { useSuperadminT } from './texts/texts.ts';
import './superadmin.css';

/** Each account status's word, and the toast once an account is put in it. */
const STATUSES: Record<AccountStatus, { labelKey: string; doneKey: string }> = {
  active: { labelKey: 'statuses.active', doneKey: 'users.statusDone.active' },
  suspended: { labelKey: 'statuses.suspended', doneKey: 'users.statusDone.suspended' },
  marked_for_deletion: { labelKey: 'statuses.marked_for_deletion', doneKey: 'users.statusDone.marked_for_deletion' },
  deleted: { labelKey: 'statuses.deleted', doneKey: 'users.statusDone.deleted' },
};

/** contracts' ROLE_LABELS in the page's language (the English word for word); tiers keep their names. */
const ROLE_TEXTS: Record<Role, { labelKey: string }> = {
  member: { labelKey: 'roles.member' },
  coach: { labelKey: 'roles.coach' },
  moderator: { labelKey: 'roles.moderator' },
  blog_moderator: { labelKey: 'roles.blog_moderator' },
  content_admin: { labelKey: 'roles.content_admin' },
  admin: { labelKey: 'roles.admin' },
  superadmin: { labelKey: 'roles.superadmin' },
};

interface StatTile {
  label: string;
  value: ReactNode;
}

/** A grid of figures: each a tile with its value over its label. */
function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <div className="sa-grid">
      {tiles.map((tile) => (
        <Card key={tile.label} className="sa-stat">
          <span className="sa-stat__value">{tile.value}</span>
          <span className="sa-stat__label">{tile.label}</span>
        </Card>
      ))}
    </div>
  );
}

/* ------------------------------------------------------------------ Dashboard */

export function SuperAdminDashboard() {
  const stats = useQuery(superadminQueries.stats());
  const moderation = useQuery(superadminQueries.moderation());
  const analytics = useQuery(superadminQueries.analytics(30));
  const { t, language } = useSuperadminT();
  const n = (value: number) => formatNumber(value, language);
  const last7 = (xs: number[] | undefined) => (xs ?? []).slice(-7).reduce((x, y) => x + y, 0);
  return (
    <div className="sa-page">
      <h2>{t('dashboard.title')}</h2>
      <ListState query={stats} loading={t('dashboard.loadingMembers')} what={t('dashboard.memberFigures')}>
        {(s) => (
          <section aria-labelledby="sa-members" className="sa-page">
            <h3 id="sa-members">{t('dashboard.members')}</h3>
            <StatTiles
              tiles={[
                { label: t('dashboard.members'), value: n(s.total) },
                { label: t('dashboard.signups7'), value: n(s.signups7d) },
                { label: t('dashboard.signups30'), value: n(s.signups30d) },
                { label: t('dashboard.active7'), value: n(s.active7d) },
                { label: t('dashboard.active30'), value: n(s.active30d) },
              ]}
            />
            <h4>{t('dashboard.byTier')}</h4>
            <StatTiles tiles={TIERS.map((tier) => ({ label: TIER_LABELS[tier], value: n(s.byTier[tier] ?? 0) }))} />
            <h4>{t('dashboard.byStatus')}</h4>
            <StatTiles
              tiles={ACCOUNT_STATUSES.filter((x) => x !== 'deleted').map((x) => ({
                label: t(STATUSES[x].labelKey),
                value: n(s.byAccountStatus[x] ?? 0),
              }))}
            />
          </section>
        )}
      </ListState>
      <section aria-labelledby="sa-activity" className="sa-page">
        <h3 id="sa-activity">{t('dashboard.activity')}</h3>
        <ListState query={analytics} loading={t('dashboard.loadingActivity')} what={t('dashboard.theActivity')}>
          {(a) => (
            <StatTiles
              tiles={[
                { label: t('dashboard.sessions7'), value: n(last7(a.series.sessions_logged)) },
                { label: t('dashboard.sessions30'), value: n(a.totals.sessions_logged ?? 0) },
                {
                  label: t('dashboard.openReports'),
                  value: moderation.isPending ? '…' : moderation.isError ? t('dashboard.unavailable') : n(moderation.data.openReports),
                },
                {
                  label: t('dashboard.revenue'),
                  value: a.revenueThisMonthPaise ? (
                    rupees(a.revenueThisMonthPaise, language)
                  ) : (
                    <span title={t('dashboard.noPayments')}>{t('dashboard.noPaymentsYet', { amount: rupees(0, language) })}</span>
                  ),
                },
              ]}
            />
          )}
        </ListState>
      </section>
      <section aria-labelledby="sa-health" className="sa-page">
        <h3 id="sa-health">{t('dashboard.health')}</h3>
        <SystemHealth />
      </section>
    </div>
  );
}

const SERVICES: Record<string, { labelKey: string }> = {
  auth: { labelKey: 'health.services.auth' },
  content: { labelKey: 'health.services.content' },
  community: { labelKey: 'health.services.community' },
  practice: { labelKey: 'health.services.practice' },
  notifications: { labelKey: 'health.services.notifications' },
  settings: { labelKey: 'health.services.settings' },
};

/** A readiness state's word ("ok" reads Healthy; others as the probe says them, down and unknown translated). */
const STATE_TEXTS: Record<string, { textKey: string }> = {
  ok: { textKey: 'health.healthy' },
  down: { textKey: 'health.down' },
  unknown: { textKey: 'health.unknown' },
};

/** Every service's readiness, and NATS, Redis and the database as the services see them. */
function SystemHealth() {
  const health = useQuery({ ...readinessQuery(), refetchInterval: 30_000 });
  const { t } = useSuperadminT();
  if (health.isPending) return <Spinner label={t('health.checking')} />;
  if (health.isError) return <LoadFailed what={t('health.what')} error={health.error} retry={() => void health.refetch()} />;
  const h: Readiness = health.data;
  const all = Object.values(h.services ?? {});
  const dependency = (key: string): string => {
    const seen = all.map((s) => s[key]).filter(Boolean);
    if (!seen.length) return 'unknown';
    return seen.every((v) => v === 'ok') ? 'ok' : 'down';
  };
  const rows: [string, string][] = [
    ...Object.entries(SERVICES).map(([k, service]) => [t(service.labelKey), h.checks[k] ?? 'unknown'] as [string, string]),
    [t('health.nats'), dependency('nats')],
    [t('health.redis'), h.checks.redis ?? dependency('redis')],
    [t('health.database'), dependency('mongo')],
  ];
  return (
    <ul className="sa-list" aria-label={t('health.list')}>
      {rows.map(([label, state]) => (
        <li key={label}>
          <Card className="sa-row">
            <span>{label}</span>
            <Badge tone={state === 'ok' ? 'success' : 'warning'}>{STATE_TEXTS[state] ? t(STATE_TEXTS[state].textKey) : state}</Badge>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/* ------------------------------------------------------------------ Users */

/** A list filter's choice: "Any ..." (empty: no filter) and each value by its label. */
function FilterSelect(props: {
  label: string;
  any: string;
  value: string;
  options: [value: string, label: string][];
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={props.label}>
      <Select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.any}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

export function SuperAdminUsers() {
  const [filters, setFilters] = useState({ q: '', role: '', tier: '', status: '' });
  const [applied, setApplied] = useState(filters);
  const [offset, setOffset] = useState(0);
  const limit = 20;
  const list = useQuery(superadminQueries.users({ ...applied, limit, offset }));
  const { t } = useSuperadminT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOffset(0);
    setApplied(filters);
  };
  return (
    <div className="sa-page">
      <h2>{t('users.title')}</h2>
      <form className="sa-filters" onSubmit={submit} role="search" aria-label={t('users.find')}>
        <FormField label={t('users.search')}>
          <Input value={filters.q} placeholder={t('users.searchPlaceholder')} onChange={(e) => setFilters({ ...filters, q: e.target.value })} />
        </FormField>
        <FilterSelect
          label={t('users.role')}
          any={t('users.anyRole')}
          value={filters.role}
          options={ROLES.map((r) => [r, t(ROLE_TEXTS[r].labelKey)])}
          onChange={(role) => setFilters({ ...filters, role })}
        />
        <FilterSelect
          label={t('users.tier')}
          any={t('users.anyTier')}
          value={filters.tier}
          options={TIERS.map((tier) => [tier, TIER_LABELS[tier]])}
          onChange={(tier) => setFilters({ ...filters, tier })}
        />
        <FilterSelect
          label={t('users.status')}
          any={t('users.anyStatus')}
          value={filters.status}
          options={ACCOUNT_STATUSES.filter((x) => x !== 'deleted').map((x) => [x, t(STATUSES[x].labelKey)])}
          onChange={(status) => setFilters({ ...filters, status })}
        />
        <Button type="submit">{t('users.submit')}</Button>
      </form>
      <ListState
        query={list}
        loading={t('users.loading')}
        what={t('users.what')}
        isEmpty={(d) => d.items.length === 0}
        empty={t('users.none')}
      >
        {(d) => (
          <>
            <ul className="sa-list" aria-label={t('users.list')}>
              {d.items.map((u) => (
                <UserRow key={u.id} user={u} />
              ))}
            </ul>
            <Pager total={d.total} offset={offset} limit={limit} onPage={setOffset} />
          </>
        )}
      </ListState>
    </div>
  );
}

function Pager({ total, offset, limit, onPage }: { total: number; offset: number; limit: number; onPage: (o: number) => void }) {
  const { t, language } = useSuperadminT();
  const n = (value: number) => formatNumber(value, language);
  return (
    <nav className="sa-pager" aria-label={t('pager.label')}>
      <Button variant="outline" disabled={offset === 0} onClick={() => onPage(Math.max(0, offset - limit))}>
        {t('pager.previous')}
      </Button>
      <span className="sa-muted">
        {t('pager.range', { from: n(total === 0 ? 0 : offset + 1), to: n(Math.min(total, offset + limit)), total: n(total) })}
      </span>
      <Button variant="outline" disabled={offset + limit >= total} onClick={() => onPage(offset + limit)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}

/** One user with their page's actions: role, status, a password-reset link. */
function UserRow({ user }: { user: AdminUser }) {
  const qc = useQueryClient();
  const { t, language } = useSuperadminT();
  const [open, setOpen] = useState(false);
  const done = (title: string) => {
    invalidateUsers(qc);
    toast({ title, variant: 'success' });
  };
  const fail = (err: unknown) => toast({ title: t('users.notChanged'), description: errorMessage(err), variant: 'destructive' });
  const role = useMutation({
    mutationFn: (r: string) => superadminApi.changeRole(user.id, r),
    onSuccess: () => done(t('users.roleChanged')),
    onError: fail,
  });
  const status = useMutation({
    mutationFn: (s: string) => superadminApi.changeStatus(user.id, s),
    onSuccess: (u) => done(t(STATUSES[u.accountStatus].doneKey)),
    onError: fail,
  });
  const reset = useMutation({ mutationFn: () => superadminApi.sendReset(user.id), onSuccess: (r) => done(r.message), onError: fail });
  const [confirm, confirmDialog] = useConfirm();
  const askMarkForDeletion = async () => {
    const ok = await confirm({
      title: t('users.markTitle', { name: user.displayName }),
      description: t('users.markDescription'),
      confirmLabel: t('users.markForDeletion'),
      cancelLabel: t('users.cancel'),
    });
    if (ok) status.mutate('marked_for_deletion');
  };
  return (
    <li>
      <Card className="sa-row" aria-label={user.displayName}>
        <div>
          <strong>{user.displayName}</strong> <span className="sa-muted">@{user.username}</span>
          <div className="sa-muted">
            {t('users.joined', {
              role: t(ROLE_TEXTS[user.role].labelKey),
              tier: TIER_LABELS[user.membershipTier],
              membership: user.membershipStatus,
              date: istDateTime(user.createdAt, language),
            })}
          </div>
        </div>
        <div className="sa-actions">
          <Badge tone={user.accountStatus === 'active' ? 'success' : 'warning'}>{t(STATUSES[user.accountStatus].labelKey)}</Badge>
          <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('users.close') : t('users.manage')}
          </Button>
        </div>
        {open && (
          <div className="sa-page" style={{ flexBasis: '100%' }}>
            <div className="sa-muted">
              {t('users.lastLogin', { email: user.email, date: user.lastLogin ? istDateTime(user.lastLogin, language) : t('users.never') })}
              {user.membershipEndDate ? t('users.membershipEnds', { date: istDateTime(user.membershipEndDate, language) }) : ''}
              {user.deleteAfter ? t('users.deletedAfter', { date: istDateTime(user.deleteAfter, language) }) : ''}
            </div>
            <FormField label={t('users.role')}>
              <Select value={user.role} disabled={role.isPending} onChange={(e) => role.mutate(e.target.value)}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(ROLE_TEXTS[r].labelKey)}
                  </option>
                ))}
              </Select>
            </FormField>
            <div className="sa-actions">
              {user.accountStatus !== 'active' && (
                <Button size="sm" disabled={status.isPending} onClick={() => status.mutate('active')}>
                  {t('users.reactivate')}
                </Button>
              )}
              {user.accountStatus !== 'suspended' && (
                <Button size="sm" variant="outline" disabled={status.isPending} onClick={() => status.mutate('suspended')}>
                  {t('users.suspend')}
                </Button>
              )}
              {user.accountStatus !== 'marked_for_deletion' && (
                <Button size="sm" variant="destructive" disabled={status.isPending} onClick={() => void askMarkForDeletion()}>
                  {t('users.markForDeletion')}
                </Button>
              )}
              <Button size="sm" variant="outline" disabled={reset.isPending} onClick={() => reset.mutate()}>
                {t('users.sendReset')}
              </Button>
            </div>
          </div>
        )}
      </Card>
      {confirmDialog}
    </li>
  );
}

/* ------------------------------------------------------------------ Audit log */

export function SuperAdminAudit() {
  const [filters, setFilters] = useState({ actor: '', action: '', itemType: '', from: '', to: '' });
  const [applied, setApplied] = useState(filters);
  const [offset, setOffset] = useState(0);
  const limit = 25;
  const page = useQuery(superadminQueries.audit({ ...applied, limit, offset }));
  const { t } = useSuperadminT();
  const set = (k: keyof typeof filters) => (e: { target: { value: string } }) => setFilters({ ...filters, [k]: e.target.value });
  return (
    <div className="sa-page">
      <h2>{t('audit.title')}</h2>
      <p className="sa-muted">{t('audit.intro')}</p>
      <form
        className="sa-filters"
        role="search"
        aria-label={t('audit.filter')}
        onSubmit={(e) => {
          e.preventDefault();
          // Filter always reads again: with the same filters the page's key is unchanged, and its two
          // minutes of freshness hid an entry that arrived after the page was first read
          const same = offset === 0 && JSON.stringify(filters) === JSON.stringify(applied);
          setOffset(0);
          setApplied(filters);
          if (same) void page.refetch();
        }}
      >
        <FormField label={t('audit.actor')}>
          <Input value={filters.actor} placeholder={t('audit.actorPlaceholder')} onChange={set('actor')} />
        </FormField>
        <FormField label={t('audit.action')}>
          <Input value={filters.action} placeholder="user.change_role" onChange={set('action')} />
        </FormField>
        <FormField label={t('audit.itemType')}>
          <Input value={filters.itemType} placeholder="user, forum_topic..." onChange={set('itemType')} />
        </FormField>
        <FormField label={t('audit.from')}>
          <Input type="date" value={filters.from} onChange={set('from')} />
        </FormField>
        <FormField label={t('audit.to')}>
          <Input type="date" value={filters.to} onChange={set('to')} />
        </FormField>
        <Button type="submit">{t('audit.submit')}</Button>
      </form>
      <ListState
        query={page}
        loading={t('audit.loading')}
        what={t('audit.what')}
        isEmpty={(d) => d.items.length === 0}
        empty={Object.values(applied).some(Boolean) ? t('audit.noneFiltered') : t('audit.none')}
      >
        {(d) => (
          <>
            <AuditEntries items={d.items} />
            <Pager total={d.total} offset={offset} limit={limit} onPage={setOffset} />
          </>
        )}
      </ListState>
    </div>
  );
}

/** Who acted, by name: most services record only the actor's id, so their name and username come from the user (read once per actor). */
function Actor({ entry }: { entry: AuditEntry }) {
  const user = useQuery({
    ...superadminQueries.user(entry.actorId),
    enabled: !entry.actorName,
    staleTime: 5 * 60_000,
    // a deleted actor or a system id: the id is shown
    retry: false,
  });
  if (entry.actorName) return <strong>{entry.actorName}</strong>;
  return (
    <>
      <strong>{user.data?.displayName ?? entry.actorId}</strong>
      {user.data ? <span className="sa-muted"> @{user.data.username}</span> : null}
    </>
  );
}

/** The entries: who, what, the item, and each changed field as 'field: before → after'. */
function AuditEntries({ items }: { items: AuditEntry[] }) {
  const { t, language } = useSuperadminT();
  return (
    <ul className="sa-list" aria-label={t('audit.entries')}>
      {items.map((e) => {
        const changes = changeLines(e.before, e.after);
        return (
          <li key={e.id}>
            <Card className="sa-row">
              <div>
                <Actor entry={e} /> <span className="sa-muted">({e.actorRole ?? t('audit.staff')})</span> · <code>{e.action}</code>
                <div>
                  {e.itemType}: {e.itemLabel ?? e.itemId}
                </div>
                {changes.length ? (
                  <ul className="sa-diff" aria-label={t('audit.changes')}>
                    {changes.map((c) => (
                      <li key={c.field}>
                        {c.field}: {c.before} → {c.after}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {e.reason && <div className="sa-muted">{t('audit.reason', { reason: e.reason })}</div>}
              </div>
              <time className="sa-muted" dateTime={e.at}>
                {istDateTime(e.at, language)}
              </time>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/* ------------------------------------------------------------------ Settings */

const SECTIONS: Record<keyof SiteSettings, { labelKey: string }> = {
  general: { labelKey: 'settings.sections.general' },
  appearance: { labelKey: 'settings.sections.appearance' },
  email: { labelKey: 'settings.sections.email' },
  notifications: { labelKey: 'settings.sections.notifications' },
  security: { labelKey: 'settings.sections.security' },
};

/** Each setting's label in the page's language (English: its key in words); a setting not listed reads as its key in words. */
const SETTING_FIELDS: Record<string, { labelKey: string }> = {
  siteName: { labelKey: 'settings.fields.siteName' },
  tagline: { labelKey: 'settings.fields.tagline' },
  siteDescription: { labelKey: 'settings.fields.siteDescription' },
  contactEmail: { labelKey: 'settings.fields.contactEmail' },
  supportEmail: { labelKey: 'settings.fields.supportEmail' },
  phoneNumber: { labelKey: 'settings.fields.phoneNumber' },
  enableMaintenance: { labelKey: 'settings.fields.enableMaintenance' },
  maintenanceMessage: { labelKey: 'settings.fields.maintenanceMessage' },
  defaultLanguage: { labelKey: 'settings.fields.defaultLanguage' },
  primaryColor: { labelKey: 'settings.fields.primaryColor' },
  secondaryColor: { labelKey: 'settings.fields.secondaryColor' },
  fontFamily: { labelKey: 'settings.fields.fontFamily' },
  enableDarkMode: { labelKey: 'settings.fields.enableDarkMode' },
  logoUrl: { labelKey: 'settings.fields.logoUrl' },
  faviconUrl: { labelKey: 'settings.fields.faviconUrl' },
  fromEmail: { labelKey: 'settings.fields.fromEmail' },
  fromName: { labelKey: 'settings.fields.fromName' },
  replyToEmail: { labelKey: 'settings.fields.replyToEmail' },
  emailHeader: { labelKey: 'settings.fields.emailHeader' },
  emailFooter: { labelKey: 'settings.fields.emailFooter' },
  enableEmailNotifications: { labelKey: 'settings.fields.enableEmailNotifications' },
  enablePushNotifications: { labelKey: 'settings.fields.enablePushNotifications' },
  enableEmailDigest: { labelKey: 'settings.fields.enableEmailDigest' },
  digestFrequency: { labelKey: 'settings.fields.digestFrequency' },
  notifyOnNewComment: { labelKey: 'settings.fields.notifyOnNewComment' },
  notifyOnNewMember: { labelKey: 'settings.fields.notifyOnNewMember' },
  notifyOnNewContent: { labelKey: 'settings.fields.notifyOnNewContent' },
  enableTwoFactorAuth: { labelKey: 'settings.fields.enableTwoFactorAuth' },
  sessionTimeout: { labelKey: 'settings.fields.sessionTimeout' },
  allowRegistration: { labelKey: 'settings.fields.allowRegistration' },
  passwordMinLength: { labelKey: 'settings.fields.passwordMinLength' },
  passwordRequireSpecial: { labelKey: 'settings.fields.passwordRequireSpecial' },
  passwordRequireNumbers: { labelKey: 'settings.fields.passwordRequireNumbers' },
  passwordRequireUppercase: { labelKey: 'settings.fields.passwordRequireUppercase' },
};


const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const colourRole = (key: string) => (key === 'primaryColor' ? 'primary' : 'secondary');

/** A brand colour as each theme's buttons draw it, with how well their text reads (WCAG 2.1 AA: 4.5:1). */
function ColourContrastPreview({ hex, role }: { hex: string; role: 'primary' | 'secondary' }) {
  const fills = brandFills(hex, role);
  const { t } = useSuperadminT();
  return (
    <div className="sa-contrast" data-testid={`contrast-${role}`}>
      {(['light', 'dark'] as const).map((theme) => (
        <span key={theme} className="sa-contrast-swatch" style={{ background: fills[theme].fill, color: fills[theme].text }}>
          {theme === 'light' ? t('settings.light') : t('settings.dark')} {formatRatio(fills[theme].ratio)}
        </span>
      ))}
    </div>
  );
}

const humanise = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** SPEC 3.3: every section with its defaults; saved for every visitor at once (no restart). */
export function SuperAdminSettings() {
  const qc = useQueryClient();
  const current = useQuery(superadminQueries.settings());
  const { t } = useSuperadminT();
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
  const [draft, setDraft] = useState<SiteSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (current.data && !draft) setDraft(current.data);
  }, [current.data, draft]);
  const save = useMutation({
    mutationFn: (body: SiteSettings) => superadminApi.saveSettings(body),
    onSuccess: (saved) => {
      qc.setQueryData(SETTINGS_QUERY_KEY, saved);
      setDraft(saved);
      toast({ title: t('settings.saved'), description: t('settings.savedDescription'), variant: 'success' });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast({ title: t('settings.notSaved'), description: messageText(errorMessage(err)), variant: 'destructive' });
    },
  });
  if (current.isPending) return <Spinner label={t('settings.loading')} />;
  if (current.isError || !draft) return <LoadFailed what={t('settings.what')} error={current.error} retry={() => void current.refetch()} />;

  // a changed brand colour is checked against the text drawn on it before it is saved (the service refuses it too)
  const newColourProblem = (key: 'primaryColor' | 'secondaryColor', value: string): string | null => {
    const hex = normalizeHexColor(value);
    return hex && hex !== current.data.appearance[key] ? brandColourProblem(hex, colourRole(key)) : null;
  };
  const setField = (section: keyof SiteSettings, key: string, value: unknown) => {
    setDraft({ ...draft, [section]: { ...draft[section], [key]: value } });
    // an edited field's old message goes (a colour's own check is live; the rest are checked on save)
    const name = `${section}.${key}`;
    if (errors[name]) setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => k !== name)));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    for (const key of ['primaryColor', 'secondaryColor'] as const) {
      if (!HEX.test(draft.appearance[key].trim())) found[`appearance.${key}`] = t('settings.hexColour');
      else {
        const problem = newColourProblem(key, draft.appearance[key]);
        if (problem) found[`appearance.${key}`] = problem;
      }
    }
    const parsed = siteSettingsSchema.safeParse(draft);
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] = issue.message;
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(parsed.data!);
  };
  return (
    <form className="sa-page" onSubmit={submit} noValidate>
      <h2>{t('settings.title')}</h2>
      {(Object.keys(SECTIONS) as (keyof SiteSettings)[]).map((section) => (
        <Card key={section} className="sa-stat">
          <h3>{t(SECTIONS[section].labelKey)}</h3>
          <div className="sa-section">
            {Object.entries(draft[section]).map(([key, value]) => {
              const name = `${section}.${key}`;
              const fallback = (DEFAULT_SETTINGS[section] as Record<string, unknown>)[key];
              const label = SETTING_FIELDS[key] ? t(SETTING_FIELDS[key].labelKey) : humanise(key);
              if (typeof value === 'boolean')
                return (
                  <label key={name} className="sa-check">
                    <input type="checkbox" name={name} checked={value} onChange={(e) => setField(section, key, e.target.checked)} />
                    {label}
                  </label>
                );
              if (key === 'digestFrequency')
                return (
                  <FormField key={name} label={label} error={messageText(errors[name])}>
                    <Select name={name} value={String(value)} onChange={(e) => setField(section, key, e.target.value)}>
                      <option value="daily">{t('settings.daily')}</option>
                      <option value="weekly">{t('settings.weekly')}</option>
                    </Select>
                  </FormField>
                );
              if (key === 'defaultLanguage')
                return (
                  <FormField
                    key={name}
                    label={label}
                    error={messageText(errors[name])}
                    hint={t('settings.languageHint')}
                  >
                    <Select name={name} value={String(value)} onChange={(e) => setField(section, key, e.target.value)}>
                      <option value="en">English</option>
                      <option value="hi" lang="hi">
                        हिन्दी (Hindi)
                      </option>
                    </Select>
                  </FormField>
                );
              if (typeof value === 'number')
                return (
                  <FormField
                    key={name}
                    label={label}
                    error={messageText(errors[name])}
                    hint={t('settings.default', { value: String(fallback) })}
                  >
                    <Input type="number" name={name} value={value} onChange={(e) => setField(section, key, Number(e.target.value))} />
                  </FormField>
                );
              const colour = key === 'primaryColor' || key === 'secondaryColor';
              const hex = colour ? normalizeHexColor(String(value)) : null;
              const liveProblem = colour && hex ? newColourProblem(key, hex) : null;
              return (
                <FormField
                  key={name}
                  label={label}
                  error={messageText(errors[name] ?? liveProblem ?? undefined)}
                  hint={fallback ? t('settings.default', { value: String(fallback) }) : undefined}
                >
                  <div className="sa-check">
                    {colour && HEX.test(String(value)) && (
                      <input
                        type="color"
                        aria-label={t('settings.picker', { label })}
                        value={String(value)}
                        onChange={(e) => setField(section, key, e.target.value.toUpperCase())}
                      />
                    )}
                    <Input name={name} value={String(value ?? '')} onChange={(e) => setField(section, key, e.target.value)} />
                  </div>
                  {hex && <ColourContrastPreview hex={hex} role={colourRole(key)} />}
                </FormField>
              );
            })}
          </div>
        </Card>
      ))}
      <div className="sa-actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
        <Button type="button" variant="outline" onClick={() => setDraft(current.data)}>
          {t('settings.discard')}
        </Button>
      </div>
    </form>
  );
}
