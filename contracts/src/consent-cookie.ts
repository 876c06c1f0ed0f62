/**
 * SPEC 3.1 / 4.7: the cookie holding a visitor's cookie-consent choice (JSON), written by the browser
 * (`@trap/ui` consent) and read by the bff, which renders a page with or without the consent banner.
 */
export const CONSENT_COOKIE = 'cookie_consent';
