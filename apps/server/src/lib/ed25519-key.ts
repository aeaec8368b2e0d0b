import { createPrivateKey, type KeyObject } from 'node:crypto';

/** An Ed25519 private key read from PKCS#8 PEM; the error says what is wrong with the text. */
export function ed25519PrivateKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error('not a private key in PEM (PKCS#8)');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('an Ed25519 key is needed');
  return key;
}
