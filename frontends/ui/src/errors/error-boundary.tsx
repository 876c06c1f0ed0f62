import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isAbortLike } from '../api/api-error.ts';
import { ErrorFallback } from './error-fallback.tsx';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Custom fallback; defaults to the SPEC 2.11 ErrorFallback. */
  fallback?: (props: { error: unknown; reset: () => void }) => ReactNode;
  /** When any of these change, a shown error is cleared (e.g. the location). */
  resetKeys?: readonly unknown[];
  onReset?: () => void;
}

interface State {
  error: unknown;
  hasError: boolean;
}

const SILENT_RECOVERY_LIMIT = 3;

/**
 * Error boundary with retry. Abort, cancel and time-out errors are ignored and it recovers
 * silently (SPEC 4.8); a child that keeps throwing them eventually gets the fallback anyway.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false };
  private silentRecoveries = 0;
  private silentWindowStart = 0;

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isAbortLike(error)) {
      const now = Date.now();
      if (now - this.silentWindowStart > 2000) {
        this.silentWindowStart = now;
        this.silentRecoveries = 0;
      }
      if (this.silentRecoveries < SILENT_RECOVERY_LIMIT) {
        this.silentRecoveries += 1;
        this.setState({ error: null, hasError: false });
        return;
      }
    }
    console.error('Screen error', error, info.componentStack);
  }

  override componentDidUpdate(prev: ErrorBoundaryProps): void {
    if (!this.state.hasError) return;
    const a = prev.resetKeys ?? [];
    const b = this.props.resetKeys ?? [];
    if (a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]))) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    // An abort-like error waiting for its silent recovery renders nothing for a frame.
    if (isAbortLike(this.state.error) && this.silentRecoveries < SILENT_RECOVERY_LIMIT) return null;
    const fallback = this.props.fallback ?? ((p) => <ErrorFallback error={p.error} onRetry={p.reset} />);
    return fallback({ error: this.state.error, reset: this.reset });
  }
}
