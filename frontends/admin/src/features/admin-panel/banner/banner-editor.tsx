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
  useMessageText,
} from '@trap/ui';
import { fieldErrors } from '../content/form-values.ts';
import { useBannerT } from './texts/texts.ts';

/** the shell's banner reads the same key: a saved banner shows in this tab at once */
const BANNER_KEY = routeKey(settingsApi.getBanner);
const TYPES: Record<BannerSettings['type'], { labelKey: string }> = {
  info: { labelKey: 'types.info' },
  warning: { labelKey: 'types.warning' },
  success: { labelKey: 'types.success' },
  error: { labelKey: 'types.error' },
};

/** SPEC 3.1 banner settings (enabled, message, type, dismissible) with the banner as visitors will see it. */
export function BannerEditor() {
  const qc = useQueryClient();
  const { t } = useBannerT();
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
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
        title: t('saved'),
        description: saved.enabled ? t('savedOn') : t('savedOff'),
        variant: 'success',
      });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
    },
  });

  if (current.isPending) return <Spinner label={t('loading')} />;
  if (current.isError || !draft) {
    return (
      <Card role="alert">
        <p className="ap-error">{t('loadFailed', { error: errorMessage(current.error) })}</p>
        <Button variant="outline" onClick={() => void current.refetch()}>
          {t('tryAgain')}
        </Button>
      </Card>
    );
  }
  const set = <K extends keyof BannerSettings>(key: K, value: BannerSettings[K]) => setDraft({ ...draft, [key]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = fieldErrors(bannerSettingsUpdateSchema, draft);
    const extra = draft.enabled && !draft.message.trim() ? { message: t('messageRequired') } : null;
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
          {t('title')}
        </h2>
      </header>
      <Card>
        <form onSubmit={submit} noValidate aria-label={t('title')} className="ap-form-grid">
          <label className="ap-check ap-wide">
            <Switch checked={draft.enabled} onCheckedChange={(v) => set('enabled', v)} aria-label={t('show')} /> {t('show')}
          </label>
          <FormField label={t('message')} hint={t('messageHint')} error={messageText(errors.message)} className="ap-wide">
            <Textarea rows={3} maxLength={500} value={draft.message} onChange={(e) => set('message', e.target.value)} />
          </FormField>
          <FormField label={t('type')} error={messageText(errors.type)}>
            <Select value={draft.type} onChange={(e) => set('type', e.target.value as BannerSettings['type'])}>
              {BANNER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(TYPES[type].labelKey)}
                </option>
              ))}
            </Select>
          </FormField>
          <label className="ap-check">
            <input type="checkbox" checked={draft.dismissible} onChange={(e) => set('dismissible', e.target.checked)} />{' '}
            {t('dismissible')}
          </label>
          <div className="ap-wide">
            <p className="ap-preview__label">{t('preview')}</p>
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
                {draft.enabled ? t('writeMessage') : t('off')}
              </p>
            )}
          </div>
          {save.isError && !(save.error instanceof ApiError && save.error.fields) ? (
            <p className="ui-form-error ap-wide" role="alert">
              {messageText(errorMessage(save.error))}
            </p>
          ) : null}
          <div className="ap-actions ap-wide">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('saving') : t('save')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setDraft(current.data)}>
              {t('reset')}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
