import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { RAZORPAY_CHECKOUT_ORIGINS, STREAM_EMBED_ORIGINS } from '@trap/contracts';

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined; // a same-origin path such as /remotes/member/mf-manifest.json
  }
};

/**
 * helmet with a CSP for the built React apps: scripts only from this origin (plus the origin of any
 * remote whose manifest REMOTE_*_URL puts on another host: its manifest, scripts, styles, fonts
 * and images come from there), inline styles allowed because React and the UI library set
 * style attributes, images and audio from any https host (avatars, podcast files), frames only from
 * the live AMA room's players (YouTube's no-cookie host, Vimeo).
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
        // Razorpay Checkout (paid memberships, when the deployment has Razorpay keys): its script, payment frame and calls
        scriptSrc: ["'self'", ...remoteOrigins, ...RAZORPAY_CHECKOUT_ORIGINS.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com', ...remoteOrigins],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com', ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...remoteOrigins],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", ...remoteOrigins, ...RAZORPAY_CHECKOUT_ORIGINS.connect],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: [...STREAM_EMBED_ORIGINS, ...RAZORPAY_CHECKOUT_ORIGINS.frame],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Same-origin for every answer of the bff but a remote's files (static/frontends.ts sets cross-origin).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
