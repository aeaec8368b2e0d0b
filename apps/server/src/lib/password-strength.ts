import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

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
