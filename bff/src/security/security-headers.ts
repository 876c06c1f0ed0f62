import helmet from 'helmet';
import type { RequestHandler } from 'express';

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined; // a same-origin path such as /remotes/member/mf-manifest.json
  }
};

/**
 * helmet with a CSP for the built React apps: scripts only from this origin (plus any remote
 * manifest origin configured elsewhere), inline styles allowed because React and the UI library set
 * style attributes, images and audio from any https host (avatars, podcast files).
 * upgrade-insecure-requests is left out: it breaks plain-http local and LAN use, and HSTS covers https.
 */
export function securityHeaders(remoteUrls: string[]): RequestHandler {
  const remoteOrigins = [...new Set(remoteUrls.map(originOf).filter((o): o is string => Boolean(o)))];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", ...remoteOrigins],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Remotes are served from this origin, so same-origin is right for every file.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
