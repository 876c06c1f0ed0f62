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
  ROLE_LABELS,
  TIERS,
  TIER_LABELS,
  siteSettingsSchema,
  type AdminUser,
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
  toast,
  useConfirm,
  SETTINGS_QUERY_KEY,
  Select,
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
import './superadmin.css';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  suspended: 'Suspended',
  marked_for_deletion: 'Marked for deletion',
  deleted: 'Deleted',
};

interface StatTile {
  label: string;
  value: ReactNode;
}

/** A grid of figures: each a tile with its value over its label. */
function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <div className="sa-grid">
      {tiles.map((t) => (
        <Card key={t.label} className="sa-stat">
          <span className="sa-stat__value">{t.value}</span>
          <span className="sa-stat__label">{t.label}</span>
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
  const last7 = (xs: number[] | undefined) => (xs ?? []).slice(-7).reduce((x, y) => x + y, 0);
  return (
    <div className="sa-page">
      <h2>Dashboard</h2>
      <ListState query={stats} loading="Loading the members..." what="The member figures">
        {(s) => (
          <section aria-labelledby="sa-members" className="sa-page">
            <h3 id="sa-members">Members</h3>
            <StatTiles
              tiles={[
                { label: 'Members', value: s.total },
                { label: 'Sign-ups, 7 days', value: s.signups7d },
                { label: 'Sign-ups, 30 days', value: s.signups30d },
                { label: 'Active, 7 days', value: s.active7d },
                { label: 'Active, 30 days', value: s.active30d },
              ]}
            />
            <h4>By tier</h4>
            <StatTiles tiles={TIERS.map((t) => ({ label: TIER_LABELS[t], value: s.byTier[t] ?? 0 }))} />
            <h4>By account status</h4>
            <StatTiles
              tiles={ACCOUNT_STATUSES.filter((x) => x !== 'deleted').map((x) => ({
                label: STATUS_LABELS[x]!,
                value: s.byAccountStatus[x] ?? 0,
              }))}
            />
          </section>
        )}
      </ListState>
      <section aria-labelledby="sa-activity" className="sa-page">
        <h3 id="sa-activity">Activity</h3>
        <ListState query={analytics} loading="Loading the activity..." what="The activity">
          {(a) => (
            <StatTiles
              tiles={[
                { label: 'Sessions logged, 7 days', value: last7(a.series.sessions_logged) },
                { label: 'Sessions logged, 30 days', value: a.totals.sessions_logged ?? 0 },
                {
                  label: 'Open reports',
                  value: moderation.isPending ? '…' : moderation.isError ? 'unavailable' : moderation.data.openReports,
                },
                {
                  label: 'Revenue this month',
                  value: a.revenueThisMonthPaise ? (
                    rupees(a.revenueThisMonthPaise)
                  ) : (
                    <span title="no payments yet">₹0 · no payments yet</span>
                  ),
                },
              ]}
            />
          )}
        </ListState>
      </section>
      <section aria-labelledby="sa-health" className="sa-page">
        <h3 id="sa-health">System health</h3>
        <SystemHealth />
      </section>
    </div>
  );
}

const SERVICE_LABELS: Record<string, string> = {
  auth: 'Accounts (auth)',
  content: 'Content',
  community: 'Community',
  practice: 'Practice',
  notifications: 'Notifications',
  settings: 'Settings',
};

/** Every service's readiness, and NATS, Redis and the database as the services see them. */
function SystemHealth() {
  const health = useQuery({ ...readinessQuery(), refetchInterval: 30_000 });
  if (health.isPending) return <Spinner label="Checking the services..." />;
  if (health.isError) return <LoadFailed what="The system health" error={health.error} retry={() => void health.refetch()} />;
  const h: Readiness = health.data;
  const all = Object.values(h.services ?? {});
  const dependency = (key: string): string => {
    const seen = all.map((s) => s[key]).filter(Boolean);
    if (!seen.length) return 'unknown';
    return seen.every((v) => v === 'ok') ? 'ok' : 'down';
  };
  const rows: [string, string][] = [
    ...Object.entries(SERVICE_LABELS).map(([k, label]) => [label, h.checks[k] ?? 'unknown'] as [string, string]),
    ['NATS (events)', dependency('nats')],
    ['Redis', h.checks.redis ?? dependency('redis')],
    ['Database', dependency('mongo')],
  ];
  return (
    <ul className="sa-list" aria-label="System health">
      {rows.map(([label, state]) => (
        <li key={label}>
          <Card className="sa-row">
            <span>{label}</span>
            <Badge tone={state === 'ok' ? 'success' : 'warning'}>{state === 'ok' ? 'Healthy' : state}</Badge>
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOffset(0);
    setApplied(filters);
  };
  return (
    <div className="sa-page">
      <h2>Users</h2>
      <form className="sa-filters" onSubmit={submit} role="search" aria-label="Find users">
        <FormField label="Search">
          <Input value={filters.q} placeholder="Name, username or e-mail" onChange={(e) => setFilters({ ...filters, q: e.target.value })} />
        </FormField>
        <FilterSelect
          label="Role"
          any="Any role"
          value={filters.role}
          options={ROLES.map((r) => [r, ROLE_LABELS[r]])}
          onChange={(role) => setFilters({ ...filters, role })}
        />
        <FilterSelect
          label="Tier"
          any="Any tier"
          value={filters.tier}
          options={TIERS.map((t) => [t, TIER_LABELS[t]])}
          onChange={(tier) => setFilters({ ...filters, tier })}
        />
        <FilterSelect
          label="Status"
          any="Any status"
          value={filters.status}
          options={ACCOUNT_STATUSES.filter((x) => x !== 'deleted').map((x) => [x, STATUS_LABELS[x]!])}
          onChange={(status) => setFilters({ ...filters, status })}
        />
        <Button type="submit">Search</Button>
      </form>
      <ListState
        query={list}
        loading="Loading users..."
        what="The users"
        isEmpty={(d) => d.items.length === 0}
        empty="No users match these filters."
      >
        {(d) => (
          <>
            <ul className="sa-list" aria-label="Users">
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
  return (
    <nav className="sa-pager" aria-label="Pages">
      <Button variant="outline" disabled={offset === 0} onClick={() => onPage(Math.max(0, offset - limit))}>
        Previous
      </Button>
      <span className="sa-muted">
        {total === 0 ? 0 : offset + 1}–{Math.min(total, offset + limit)} of {total}
      </span>
      <Button variant="outline" disabled={offset + limit >= total} onClick={() => onPage(offset + limit)}>
        Next
      </Button>
    </nav>
  );
}

/** One user with their page's actions: role, status, a password-reset link. */
function UserRow({ user }: { user: AdminUser }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const done = (title: string) => {
    invalidateUsers(qc);
    toast({ title, variant: 'success' });
  };
  const fail = (err: unknown) => toast({ title: 'Not changed', description: errorMessage(err), variant: 'destructive' });
  const role = useMutation({
    mutationFn: (r: string) => superadminApi.changeRole(user.id, r),
    onSuccess: () => done('Role changed'),
    onError: fail,
  });
  const status = useMutation({
    mutationFn: (s: string) => superadminApi.changeStatus(user.id, s),
    onSuccess: (u) => done(`Account ${STATUS_LABELS[u.accountStatus]!.toLowerCase()}`),
    onError: fail,
  });
  const reset = useMutation({ mutationFn: () => superadminApi.sendReset(user.id), onSuccess: (r) => done(r.message), onError: fail });
  const [confirm, confirmDialog] = useConfirm();
  const askMarkForDeletion = async () => {
    const ok = await confirm({
      title: `Mark ${user.displayName} for deletion?`,
      description: 'They can no longer sign in, and their account is deleted after the grace period unless it is reactivated.',
      confirmLabel: 'Mark for deletion',
    });
    if (ok) status.mutate('marked_for_deletion');
  };
  return (
    <li>
      <Card className="sa-row" aria-label={user.displayName}>
        <div>
          <strong>{user.displayName}</strong> <span className="sa-muted">@{user.username}</span>
          <div className="sa-muted">
            {ROLE_LABELS[user.role]} · {TIER_LABELS[user.membershipTier]} ({user.membershipStatus}) · joined {istDateTime(user.createdAt)}
          </div>
        </div>
        <div className="sa-actions">
          <Badge tone={user.accountStatus === 'active' ? 'success' : 'warning'}>{STATUS_LABELS[user.accountStatus]}</Badge>
          <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Close' : 'Manage'}
          </Button>
        </div>
        {open && (
          <div className="sa-page" style={{ flexBasis: '100%' }}>
            <div className="sa-muted">
              {user.email} · last login {user.lastLogin ? istDateTime(user.lastLogin) : 'never'}
              {user.membershipEndDate ? ` · membership ends ${istDateTime(user.membershipEndDate)}` : ''}
              {user.deleteAfter ? ` · deleted after ${istDateTime(user.deleteAfter)}` : ''}
            </div>
            <FormField label="Role">
              <Select value={user.role} disabled={role.isPending} onChange={(e) => role.mutate(e.target.value)}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </Select>
            </FormField>
            <div className="sa-actions">
              {user.accountStatus !== 'active' && (
                <Button size="sm" disabled={status.isPending} onClick={() => status.mutate('active')}>
                  Reactivate
                </Button>
              )}
              {user.accountStatus !== 'suspended' && (
                <Button size="sm" variant="outline" disabled={status.isPending} onClick={() => status.mutate('suspended')}>
                  Suspend
                </Button>
              )}
              {user.accountStatus !== 'marked_for_deletion' && (
                <Button size="sm" variant="destructive" disabled={status.isPending} onClick={() => void askMarkForDeletion()}>
                  Mark for deletion
                </Button>
              )}
              <Button size="sm" variant="outline" disabled={reset.isPending} onClick={() => reset.mutate()}>
                Send password-reset link
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
  const set = (k: keyof typeof filters) => (e: { target: { value: string } }) => setFilters({ ...filters, [k]: e.target.value });
  return (
    <div className="sa-page">
      <h2>Audit Log</h2>
      <p className="sa-muted">Every staff action: who, what, when, the item, before and after. Entries cannot be edited or deleted.</p>
      <form
        className="sa-filters"
        role="search"
        aria-label="Filter the audit log"
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
        <FormField label="Actor">
          <Input value={filters.actor} placeholder="Name or id" onChange={set('actor')} />
        </FormField>
        <FormField label="Action">
          <Input value={filters.action} placeholder="user.change_role" onChange={set('action')} />
        </FormField>
        <FormField label="Item type">
          <Input value={filters.itemType} placeholder="user, forum_topic..." onChange={set('itemType')} />
        </FormField>
        <FormField label="From">
          <Input type="date" value={filters.from} onChange={set('from')} />
        </FormField>
        <FormField label="To">
          <Input type="date" value={filters.to} onChange={set('to')} />
        </FormField>
        <Button type="submit">Filter</Button>
      </form>
      <ListState
        query={page}
        loading="Loading the audit log..."
        what="The audit log"
        isEmpty={(d) => d.items.length === 0}
        empty={`No staff actions recorded${Object.values(applied).some(Boolean) ? ' for these filters' : ' yet'}.`}
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
  return (
    <ul className="sa-list" aria-label="Audit entries">
      {items.map((e) => {
        const changes = changeLines(e.before, e.after);
        return (
          <li key={e.id}>
            <Card className="sa-row">
              <div>
                <Actor entry={e} /> <span className="sa-muted">({e.actorRole ?? 'staff'})</span> · <code>{e.action}</code>
                <div>
                  {e.itemType}: {e.itemLabel ?? e.itemId}
                </div>
                {changes.length ? (
                  <ul className="sa-diff" aria-label="Changes">
                    {changes.map((c) => (
                      <li key={c.field}>
                        {c.field}: {c.before} → {c.after}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {e.reason && <div className="sa-muted">Reason: {e.reason}</div>}
              </div>
              <time className="sa-muted" dateTime={e.at}>
                {istDateTime(e.at)}
              </time>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/* ------------------------------------------------------------------ Settings */

const SECTION_LABELS: Record<keyof SiteSettings, string> = {
  general: 'General',
  appearance: 'Appearance',
  email: 'Email',
  notifications: 'Notifications',
  security: 'Security',
};

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const colourRole = (key: string) => (key === 'primaryColor' ? 'primary' : 'secondary');

/** A brand colour as each theme's buttons draw it, with how well their text reads (WCAG 2.1 AA: 4.5:1). */
function ColourContrastPreview({ hex, role }: { hex: string; role: 'primary' | 'secondary' }) {
  const fills = brandFills(hex, role);
  return (
    <div className="sa-contrast" data-testid={`contrast-${role}`}>
      {(['light', 'dark'] as const).map((theme) => (
        <span key={theme} className="sa-contrast-swatch" style={{ background: fills[theme].fill, color: fills[theme].text }}>
          {theme === 'light' ? 'Light' : 'Dark'} {formatRatio(fills[theme].ratio)}
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
      toast({ title: 'Settings saved', description: 'Visitors see the change on their next page.', variant: 'success' });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast({ title: 'Settings not saved', description: errorMessage(err), variant: 'destructive' });
    },
  });
  if (current.isPending) return <Spinner label="Loading settings..." />;
  if (current.isError || !draft) return <LoadFailed what="The settings" error={current.error} retry={() => void current.refetch()} />;

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
      if (!HEX.test(draft.appearance[key].trim())) found[`appearance.${key}`] = 'Use a hex colour like #0F3460';
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
      <h2>Settings</h2>
      {(Object.keys(SECTION_LABELS) as (keyof SiteSettings)[]).map((section) => (
        <Card key={section} className="sa-stat">
          <h3>{SECTION_LABELS[section]}</h3>
          <div className="sa-section">
            {Object.entries(draft[section]).map(([key, value]) => {
              const name = `${section}.${key}`;
              const fallback = (DEFAULT_SETTINGS[section] as Record<string, unknown>)[key];
              const label = humanise(key);
              if (typeof value === 'boolean')
                return (
                  <label key={name} className="sa-check">
                    <input type="checkbox" name={name} checked={value} onChange={(e) => setField(section, key, e.target.checked)} />
                    {label}
                  </label>
                );
              if (key === 'digestFrequency')
                return (
                  <FormField key={name} label={label} error={errors[name]}>
                    <Select name={name} value={String(value)} onChange={(e) => setField(section, key, e.target.value)}>
                      <option value="daily">Daily</option>
                      <option value="weekly">Weekly</option>
                    </Select>
                  </FormField>
                );
              if (key === 'defaultLanguage')
                return (
                  <FormField
                    key={name}
                    label={label}
                    error={errors[name]}
                    hint="What a new visitor reads (a browser set to Hindi gets Hindi) and a new account starts in. Default English"
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
                    label={key === 'sessionTimeout' ? 'Session timeout (minutes)' : label}
                    error={errors[name]}
                    hint={`Default ${String(fallback)}`}
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
                  error={errors[name] ?? liveProblem ?? undefined}
                  hint={fallback ? `Default ${String(fallback)}` : undefined}
                >
                  <div className="sa-check">
                    {colour && HEX.test(String(value)) && (
                      <input
                        type="color"
                        aria-label={`${label} picker`}
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
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
        <Button type="button" variant="outline" onClick={() => setDraft(current.data)}>
          Discard changes
        </Button>
      </div>
    </form>
  );
}
