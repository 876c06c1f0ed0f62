import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@trap/contracts/language';
import type { AppConfig } from '@trap/ui';

/** The element id of the JSON the server puts beside a rendered page (bff/src/static/server-render.ts writes it). */
const SERVER_RENDER_STATE_ID = 'server-render-state';

export interface ServerRenderState {
  config: AppConfig;
  queries: DehydratedState;
  /** the language the page was rendered in: the browser hydrates in the same one (older pages lack it: English) */
  language?: Language;
}

/** The state of a page the server rendered, or null for a page the browser renders itself. */
export function readServerRenderState(): ServerRenderState | null {
  const el = document.getElementById(SERVER_RENDER_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as ServerRenderState;
  } catch {
    return null;
  }
}
