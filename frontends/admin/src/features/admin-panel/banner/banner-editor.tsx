import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BANNER_TYPES, bannerSettingsUpdateSchema, type BannerSettings } from '@trap/contracts';
import { settingsApi } from '@trap/contracts/api/route-paths';
import {
  ApiError,
  Button,
  Card,
  FormField,
  Spinner,
  Switch,
  Textarea,
  call,
  errorMessage,
  queryOptions,
  routeKey,
  toast,
  Select,
} from '@trap/ui';
import { fieldErrors } from '../content/form-values.ts';

/** the shell's banner reads the same key: a saved banner shows in this tab at once */
const BANNER_KEY = routeKey(settingsApi.getBanner);
const TYPE_LABELS: Record<BannerSettings['type'], string> = { info: 'Info', warning: 'Warning', success: 'Success', error: 'Error' };

/** SPEC 3.1 banner settings (enabled, message, type, dismissible) with the banner as visitors will see it. */
export function BannerEditor() {
  const qc = useQueryClient();
  const current = useQuery(queryOptions(settingsApi.getBanner));
  const [draft, setDraft] = useState<BannerSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (current.data && !draft) setDraft(current.data);
  }, [current.data, draft]);

  const save = useMutation({
    mutationFn: (body: BannerSettings) => call(settingsApi.updateBanner, { body }),
    onSuccess: (saved) => {
      qc.setQueryData(BANNER_KEY, saved);
      setDraft(saved);
      toast({
        title: 'Banner saved',
        description: saved.enabled ? 'Visitors see it within half a minute.' : 'The banner is off.',
        variant: 'success',
      });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
    },
  });

  if (current.isPending) return <Spinner label="Loading the banner..." />;
  if (current.isError || !draft) {
    return (
      <Card role="alert">
        <p className="ap-error">The banner could not be loaded: {errorMessage(current.error)}</p>
        <Button variant="outline" onClick={() => void current.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const set = <K extends keyof BannerSettings>(key: K, value: BannerSettings[K]) => setDraft({ ...draft, [key]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = fieldErrors(bannerSettingsUpdateSchema, draft);
    const extra = draft.enabled && !draft.message.trim() ? { message: 'Message is required while the banner is on' } : null;
    const all = { ...found, ...extra };
    setErrors(all);
    if (Object.keys(all).length) return;
    save.mutate(draft);
  };
  const shows = draft.enabled && draft.message.trim();
  return (
    <section aria-labelledby="ap-banner" className="ap-section">
      <header className="ap-section__head">
        <h2 id="ap-banner" className="ap-h2">
          Announcement banner
        </h2>
      </header>
      <Card>
        <form onSubmit={submit} noValidate aria-label="Announcement banner" className="ap-form-grid">
          <label className="ap-check ap-wide">
            <Switch checked={draft.enabled} onCheckedChange={(v) => set('enabled', v)} aria-label="Show the banner" /> Show the banner
          </label>
          <FormField label="Message" hint="Up to 500 characters" error={errors.message} className="ap-wide">
            <Textarea rows={3} maxLength={500} value={draft.message} onChange={(e) => set('message', e.target.value)} />
          </FormField>
          <FormField label="Type" error={errors.type}>
            <Select value={draft.type} onChange={(e) => set('type', e.target.value as BannerSettings['type'])}>
              {BANNER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          </FormField>
          <label className="ap-check">
            <input type="checkbox" checked={draft.dismissible} onChange={(e) => set('dismissible', e.target.checked)} /> Visitors can
            dismiss it
          </label>
          <div className="ap-wide">
            <p className="ap-preview__label">Live preview</p>
            {shows ? (
              <div className={`ap-banner ap-banner--${draft.type}`} data-testid="banner-preview">
                <p className="ap-banner__message">{draft.message}</p>
                {draft.dismissible ? (
                  <span className="ap-banner__close" aria-hidden="true">
                    ×
                  </span>
                ) : null}
              </div>
            ) : (
              <p className="ap-muted">
                {draft.enabled ? 'Write a message to see the banner.' : 'The banner is off: visitors see nothing.'}
              </p>
            )}
          </div>
          {save.isError && !(save.error instanceof ApiError && save.error.fields) ? (
            <p className="ui-form-error ap-wide" role="alert">
              {errorMessage(save.error)}
            </p>
          ) : null}
          <div className="ap-actions ap-wide">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save banner'}
            </Button>
            <Button type="button" variant="outline" onClick={() => setDraft(current.data)}>
              Reset
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
