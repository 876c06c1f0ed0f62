import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import {
  createReportSchema,
  REPORT_LIMITS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  type Report,
  type ReportReason,
  type ReportTargetType,
} from '@trap/contracts';
// The shared copy (federation singleton): one session, one ApiError class for instanceof, one toaster.
import { reportsApi } from '@trap/contracts/api/route-paths';
import {
  ApiError,
  Button,
  call,
  errorMessage,
  toast,
  useAuth,
  type ButtonProps,
  type RouteInput,
} from '@trap/ui/core';
import { useMessageText } from '../i18n/messages/message-text.ts';
import { useReportT } from '../i18n/report-texts.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';
import { FormField, Input, Textarea, Select } from './form.tsx';
import './report-abuse.css';

/** What is reported: its type and id as its feature names them, and where it can be seen. */
export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
  /** the page it is on (defaults to the current page) */
  targetPath?: string;
}

const isTargetType = (v: string | null): v is ReportTargetType => !!v && (REPORT_TARGET_TYPES as readonly string[]).includes(v);

/** `/report-abuse?type=…&id=…`: the report page prefilled for one item (a visitor logs in there first). */
export const reportAbusePath = ({ targetType, targetId }: Pick<ReportTarget, 'targetType' | 'targetId'>) =>
  `/report-abuse?type=${encodeURIComponent(targetType)}&id=${encodeURIComponent(targetId)}`;

/** The target a `?type=&id=` query names, or null when it names none (or a malformed one). */
export function reportTargetFromQuery(params: URLSearchParams): ReportTarget | null {
  const type = params.get('type');
  const id = params.get('id')?.trim() ?? '';
  return isTargetType(type) && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? { targetType: type, targetId: id } : null;
}

/** A path on this site from what a member pasted (a path, or an address of this site), else null. */
function sitePathOf(link: string, origin: string): string | null {
  const text = link.trim();
  if (!text) return null;
  try {
    const url = new URL(text, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`.slice(0, REPORT_LIMITS.targetPath);
  } catch {
    return null;
  }
}

/** A short stable id for a page reported as "something else" (the same page twice is the same report). */
function pageIdOf(path: string): string {
  let h = 2166136261;
  for (let i = 0; i < path.length; i++) h = Math.imul(h ^ path.charCodeAt(i), 16777619);
  return `page-${(h >>> 0).toString(36)}`;
}

/**
 * The item a pasted link names, or null when it is no page of this site: a forum topic by its route
 * (SPEC 2.1), any other page as "something else" with a stable id from its path.
 */
export function reportTargetOfLink(link: string, origin: string): ReportTarget | null {
  const path = sitePathOf(link, origin);
  if (!path) return null;
  const topic = /^\/forum\/topic\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path.split(/[?#]/)[0]!);
  return topic
    ? { targetType: 'forum_topic', targetId: topic[1]!, targetPath: path }
    : { targetType: 'other', targetId: pageIdOf(path), targetPath: path };
}

type Fields = Partial<Record<'reason' | 'note' | 'link' | 'form', string>>;

/**
 * The form's words in the page's language (@trap/ui's common texts). English is contracts' tables word
 * for word (REPORT_REASON_LABELS, REPORT_TARGET_LABELS, REPORT_TARGET_NOUNS; common-texts.test.ts checks it).
 */
const REPORT_REASON_TEXTS: Record<ReportReason, { textKey: string }> = {
  spam: { textKey: 'report.reasons.spam' },
  harassment: { textKey: 'report.reasons.harassment' },
  hate_speech: { textKey: 'report.reasons.hate_speech' },
  inappropriate: { textKey: 'report.reasons.inappropriate' },
  unsafe_firearms: { textKey: 'report.reasons.unsafe_firearms' },
  misinformation: { textKey: 'report.reasons.misinformation' },
  impersonation: { textKey: 'report.reasons.impersonation' },
  other: { textKey: 'report.reasons.other' },
};
const REPORT_TARGET_TEXTS: Record<ReportTargetType, { textKey: string; nounKey: string }> = {
  forum_topic: { textKey: 'report.targets.forum_topic', nounKey: 'report.nouns.forum_topic' },
  forum_reply: { textKey: 'report.targets.forum_reply', nounKey: 'report.nouns.forum_reply' },
  member_profile: { textKey: 'report.targets.member_profile', nounKey: 'report.nouns.member_profile' },
  club_event: { textKey: 'report.targets.club_event', nounKey: 'report.nouns.club_event' },
  squad: { textKey: 'report.targets.squad', nounKey: 'report.nouns.squad' },
  ama_question: { textKey: 'report.targets.ama_question', nounKey: 'report.nouns.ama_question' },
  other: { textKey: 'report.targets.other', nounKey: 'report.nouns.other' },
};
export interface ReportFormProps {
  /** the item, when the screen knows it; otherwise the member pastes a link to it */
  target?: ReportTarget | null;
  onSent?: (report: Report) => void;
  onCancel?: () => void;
  /** the submit button's text */
  submitLabel?: string;
}

/**
 * The report itself: a reason from the fixed list and a note (and a link when the item is not known
 * yet). Used by the Report dialog and by /report-abuse. The server's field messages land under
 * their fields; a repeat (409) and too many reports (429) are said above the form.
 */
export function ReportForm({ target, onSent, onCancel, submitLabel }: ReportFormProps) {
  const { t } = useReportT();
  // contracts' messages the form itself shows (its own check of the body) in the page's language: the shared catalogue
  const issueText = useMessageText();
  const ids = useId().replace(/:/g, '');
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const send = useMutation({
    mutationFn: (body: NonNullable<RouteInput<typeof reportsApi.createReport>['body']>): Promise<Report> =>
      call(reportsApi.createReport, { body }),
    onSuccess: (report) => onSent?.(report),
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields && Object.keys(fields).length) {
        setErrors({ reason: fields.reason, note: fields.note, link: fields.targetPath ?? fields.targetId ?? fields.targetType });
        return;
      }
      setErrors({
        form:
          error instanceof ApiError && (error.status === 409 || error.status === 429)
            ? errorMessage(error)
            : t('report.notSent', { error: errorMessage(error, t('report.tryLater')) }),
      });
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: Fields = {};
    let item = target ?? null;
    if (!item) {
      item = reportTargetOfLink(link, window.location.origin);
      if (!item) found.link = link.trim() ? t('report.errors.linkOnSite') : t('report.errors.linkMissing');
    }
    const body = {
      ...(item ?? { targetType: 'other', targetId: 'page' }),
      targetPath: item?.targetPath ?? null,
      reason,
      note,
    };
    const parsed = createReportSchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'reason' || key === 'note') found[key] ??= issueText(issue.message);
        else if (!found.link) found.link = issueText(issue.message);
      }
    setErrors(found);
    if (Object.keys(found).length || !parsed.success) return;
    send.mutate(parsed.data);
  }

  return (
    <form className="ui-report-form" onSubmit={submit} noValidate aria-label={t('report.form')}>
      {errors.form ? (
        <p className="ui-form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      {target ? (
        <p className="ui-report-form__target">
          {t('report.reporting')} <strong>{t(REPORT_TARGET_TEXTS[target.targetType].textKey)}</strong>
        </p>
      ) : (
        <FormField
          id={`${ids}-link`}
          label={t('report.link')}
          hint={t('report.linkHint')}
          error={errors.link}
        >
          <Input value={link} onChange={(e) => setLink(e.target.value)} inputMode="url" autoComplete="off" placeholder="/forum/topic/…" />
        </FormField>
      )}
      <FormField id={`${ids}-reason`} label={t('report.reason')} error={errors.reason}>
        <Select value={reason} onChange={(e) => setReason(e.target.value as ReportReason | '')}>
          <option value="">{t('report.chooseReason')}</option>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(REPORT_REASON_TEXTS[r].textKey)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        id={`${ids}-note`}
        label={t('report.note')}
        labelSuffix={t('report.optional')}
        hint={t('report.noteHint', { length: note.trim().length, max: REPORT_LIMITS.note })}
        error={errors.note}
      >
        <Textarea rows={4} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <div className="ui-report-form__actions">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={send.isPending}>
            {t('report.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="destructive" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? t('report.sending') : (submitLabel ?? t('report.send'))}
        </Button>
      </div>
    </form>
  );
}

export interface ReportButtonProps extends ReportTarget {
  /** the button's text; its accessible name adds what is reported ("Report forum reply") unless `ariaLabel` is given */
  label?: string;
  ariaLabel?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * The Report action for any screen: `<ReportButton targetType="forum_reply" targetId={reply.id} />`.
 * A member gets a dialog with the reason and a note; a visitor goes to /report-abuse for the item,
 * which asks them to log in first.
 */
export function ReportButton({
  targetType,
  targetId,
  targetPath,
  label,
  ariaLabel,
  variant = 'ghost',
  size = 'sm',
  className,
}: ReportButtonProps) {
  const { user } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const { t } = useReportT();
  const noun = t(REPORT_TARGET_TEXTS[targetType].nounKey);
  const text = label ?? t('report.button');
  const name = ariaLabel ?? t('report.buttonName', { label: text, noun });
  if (!user)
    return (
      <Button asChild variant={variant} size={size} className={className}>
        <Link to={reportAbusePath({ targetType, targetId })} aria-label={name}>
          {text}
        </Link>
      </Button>
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant={variant} size={size} className={className} aria-label={name} onClick={() => setOpen(true)}>
        {text}
      </Button>
      <DialogContent>
        <DialogTitle>{t('report.title', { noun })}</DialogTitle>
        <DialogDescription>{t('report.description')}</DialogDescription>
        <ReportForm
          target={{ targetType, targetId, targetPath: targetPath ?? `${location.pathname}${location.hash}` }}
          onCancel={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            toast({ title: t('report.sent'), description: t('report.thanks'), variant: 'success' });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
