import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key's id: the first 12 hex digits of its SHA-256, stored beside each cipher text (never the key). */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 12);

/**
 * The local stack's and the tests' key, used only outside production (loadLicenceCipher refuses to
 * start production without LICENCE_KEY). Public on purpose: it protects nothing but demo data.
 */
export const DEVELOPMENT_LICENCE_KEY = createHash('sha256').update('trap-platform local licence key (not for production)').digest('base64');

export interface Sealed {
  keyId: string;
  /** base64 of iv | tag | cipher text */
  cipher: string;
}

/**
 * AES-256-GCM for the licence number at rest. The member's id is the additional authenticated data,
 * so a cipher text copied into another member's document does not open there. Writes use the
 * current key; reads find the key by the id stored beside the cipher text, so after a rotation
 * (LICENCE_KEY new, the old one in LICENCE_PREVIOUS_KEYS) old documents still open and each save
 * re-encrypts under the new key.
 */
export class LicenceCipher {
  private readonly keys = new Map<string, Buffer>();
  readonly currentKeyId: string;

  private readonly current: Buffer;
  constructor(current: Buffer, previous: Buffer[] = []) {
    this.current = current;
    for (const key of [current, ...previous]) {
      if (key.length !== 32) throw new Error('A licence key must be 32 bytes');
      this.keys.set(keyIdOf(key), key);
    }
    this.currentKeyId = keyIdOf(current);
  }

  seal(plain: string, userId: string): Sealed {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current, iv);
    cipher.setAAD(Buffer.from(userId, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return { keyId: this.currentKeyId, cipher: Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64') };
  }

  open(sealed: Sealed, userId: string): string {
    const key = this.keys.get(sealed.keyId);
    if (!key) throw new Error(`licence key ${sealed.keyId} is not configured (LICENCE_KEY / LICENCE_PREVIOUS_KEYS)`);
    const raw = Buffer.from(sealed.cipher, 'base64');
    const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

/** The cipher from configuration: LICENCE_KEY is required in production; elsewhere the development key stands in. */
export function loadLicenceCipher(config: { NODE_ENV: string; LICENCE_KEY?: string; LICENCE_PREVIOUS_KEYS?: string }): LicenceCipher {
  if (!config.LICENCE_KEY && config.NODE_ENV === 'production')
    throw new Error('LICENCE_KEY must be set in production (32 random bytes in base64: openssl rand -base64 32)');
  const current = Buffer.from(config.LICENCE_KEY ?? DEVELOPMENT_LICENCE_KEY, 'base64');
  const previous = (config.LICENCE_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => Buffer.from(k, 'base64'));
  return new LicenceCipher(current, previous);
}
