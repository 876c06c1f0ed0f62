import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface KeyFiles {
  privateKeyFile: string;
  publicKeyFile: string;
}

/**
 * The RS256 pair the auth service signs sessions with; every other process gets only the public
 * half. Generated once per data folder, so sessions survive a restart of the stack.
 */
export function ensureKeys(dir: string): KeyFiles & { created: boolean } {
  const privateKeyFile = join(dir, 'jwt-private.pem');
  const publicKeyFile = join(dir, 'jwt-public.pem');
  if (existsSync(privateKeyFile) && existsSync(publicKeyFile)) return { privateKeyFile, publicKeyFile, created: false };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(privateKeyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  chmodSync(privateKeyFile, 0o600);
  writeFileSync(publicKeyFile, publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o644 });
  return { privateKeyFile, publicKeyFile, created: true };
}
