import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LicensePublicKey } from '@portal/contracts';
import { calculateJwkThumbprint, exportJWK } from 'jose';
import type { Config } from '../../config.js';
import { ed25519PrivateKey } from '../../lib/ed25519-key.js';

/** The key pair that signs the game's offline license files (docs/security.md, "Offline licenses"). */
export interface LicenseKeys {
  privateKey: KeyObject;
  publicJwk: LicensePublicKey;
}

/** Where a generated key is kept when `GAME_LICENSE_KEY` is unset. */
export const generatedKeyPath = (dataDir: string) => path.join(dataDir, 'keys', 'game-license-ed25519.pem');

function ed25519(pem: string, origin: string): KeyObject {
  try {
    return ed25519PrivateKey(pem);
  } catch (error) {
    throw new Error(`${origin}: ${(error as Error).message}`);
  }
}

/**
 * The generated key: read it, or make it once. `wx` makes the file only if it does not exist, so two
 * processes starting at once keep the same key (the loser reads the winner's).
 */
async function generatedKey(dataDir: string): Promise<KeyObject> {
  const file = generatedKeyPath(dataDir);
  try {
    return ed25519(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  try {
    await writeFile(file, pem, { flag: 'wx', mode: 0o600 });
    return ed25519(pem, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return ed25519(await readFile(file, 'utf8'), file);
  }
}

async function load(config: Pick<Config, 'gameLicenseKey' | 'dataDir'>): Promise<LicenseKeys> {
  const privateKey = config.gameLicenseKey
    ? ed25519(config.gameLicenseKey, 'GAME_LICENSE_KEY')
    : await generatedKey(config.dataDir);
  const jwk = await exportJWK(createPublicKey(privateKey));
  const x = jwk.x as string;
  const kid = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x });
  return { privateKey, publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' } };
}

const loaded = new Map<string, Promise<LicenseKeys>>();

/** The keys of this configuration, loaded (or generated) once per process on first use. */
export function licenseKeys(config: Pick<Config, 'gameLicenseKey' | 'dataDir'>): Promise<LicenseKeys> {
  const key = config.gameLicenseKey ? `env:${config.gameLicenseKey}` : `dir:${config.dataDir}`;
  let keys = loaded.get(key);
  if (!keys) {
    keys = load(config);
    keys.catch(() => loaded.delete(key));
    loaded.set(key, keys);
  }
  return keys;
}
