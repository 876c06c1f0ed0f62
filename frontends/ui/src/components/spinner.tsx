import { clsx } from 'clsx';
import { useCommonT } from '../i18n/common.ts';

export interface SpinnerProps {
  /** Visible text beside the spinner, also its accessible status. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Centre it in a tall block (page-level loading). */
  block?: boolean;
}

export function Spinner({ label, size = 'md', className, block = false }: SpinnerProps) {
  const { t } = useCommonT();
  return (
    <div className={clsx('ui-spinner-wrap', block && 'ui-spinner-wrap--block', className)} role="status" aria-live="polite">
      <span className={clsx('ui-spinner', `ui-spinner--${size}`)} aria-hidden="true" />
      {label ? <span className="ui-spinner__label">{label}</span> : <span className="ui-sr-only">{t('spinner.loading')}</span>}
    </div>
  );
}
