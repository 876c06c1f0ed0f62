import { hash, verify, type Algorithm } from '@node-rs/argon2';

// DECISIONS: argon2id. OWASP's minimum profile (19 MiB, 2 passes, 1 lane) keeps a login near 30 ms.
const OPTIONS = { algorithm: 2 as Algorithm /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** A real hash to verify against when the user does not exist, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

/** Computes the stand-in hash at start-up so the first unknown-user login is not the odd one out. */
export async function prepareDummyHash(): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
  await dummyHash;
}

/** Verifies in roughly constant time whether or not the account exists. */
async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** The password hash as one dependency of the session use cases (tests count its calls). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(storedHash: string | undefined, password: string): Promise<boolean>;
}

export const argon2Hasher = (): PasswordHasher => ({ hash: hashPassword, verify: verifyPassword });
