import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A temporary file untouched this long belongs to no live upload: an upload
 * writes to it all the time, and the store that follows (a rename, or an S3
 * upload reading through a descriptor it has open) needs no new writes. One
 * hour, not "older than this process": instances sharing `DATA_DIR` start at
 * any time, and another one's upload in flight must survive.
 */
export const TEMPORARY_FILE_MAX_AGE_MS = 3_600_000;

/** The folders where uploads leave `*.tmp` files: release uploads (`DATA_DIR/tmp`) and local storage writes (`DATA_DIR/uploads`). */
export const temporaryFolders = (dataDir: string) => [path.join(dataDir, 'tmp'), path.join(dataDir, 'uploads')];

/**
 * Removes the `*.tmp` files of `folders` (not their subfolders) last written
 * before `before`: what a crash left behind. Other files stay, and a folder
 * that does not exist is skipped. Answers the paths removed.
 */
export async function sweepTemporaryFiles(folders: readonly string[], before: Date): Promise<string[]> {
  const removed: string[] = [];
  for (const folder of folders) {
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const name of names) {
      if (!name.endsWith('.tmp')) continue;
      const file = path.join(folder, name);
      try {
        const info = await stat(file);
        if (!info.isFile() || info.mtime >= before) continue;
        await rm(file, { force: true });
        removed.push(file);
      } catch (error) {
        // Gone meanwhile (its upload finished, another instance swept it): nothing to do.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return removed;
}
