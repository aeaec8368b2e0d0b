import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { validation } from './app-error.js';

let factory: ZxcvbnFactory | undefined;

/**
 * True when a password that meets the composition rule is still easy to guess:
 * a common password (`Password1!`), a keyboard walk, or built from the user's
 * own name or email. zxcvbn's score below 3 means guessable within about 10^8 tries.
 */
export async function isGuessablePassword(password: string, userInputs: string[] = []): Promise<boolean> {
  factory ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  const result = await factory.checkAsync(password, userInputs.filter(Boolean));
  return result.score < 3;
}

/** Reject a password that is easy to guess even though it meets the composition rule (422 on `field`). */
export async function assertStrongPassword(password: string, userInputs: string[], field = 'password') {
  if (await isGuessablePassword(password, userInputs)) throw validation({ [field]: ['validation.password_common'] });
}
