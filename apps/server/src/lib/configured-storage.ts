import path from 'node:path';
import type { Config } from '../config.js';
import { createS3Storage } from './s3-storage.js';
import { createLocalStorage, type Storage } from './storage.js';

const instances = new Map<string, Storage>();

/** The storage of a configuration (`STORAGE`): one per uploads folder or bucket. */
export function storageFor(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  const settings = config.storage;
  const id = settings.kind === 'local' ? path.join(config.dataDir, 'uploads') : `s3:${JSON.stringify(settings)}`;
  let storage = instances.get(id);
  if (!storage) {
    storage = settings.kind === 'local' ? createLocalStorage(id) : createS3Storage(settings);
    instances.set(id, storage);
  }
  return storage;
}
