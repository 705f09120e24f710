// Scores a password with zxcvbn-ts and French and English dictionaries. Kept apart from ./password because
// the dictionaries weigh about 2 MB: browsers load this module only on the screens that set a password.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import * as fr from "@zxcvbn-ts/language-fr";
import { type PasswordScore, type PasswordStrength, passwordLength, strengthFromScore } from "./password.ts";

let factory: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return factory;
}

/** The strength level of a password (docs/product.md#passwords). */
export function passwordStrength(password: string): PasswordStrength {
  const length = passwordLength(password);
  if (length === 0) return "too-short";
  // zxcvbn's cost grows with length; past 100 characters the score cannot change any more.
  const { score } = zxcvbn().check(password.slice(0, 100));
  return strengthFromScore(score as PasswordScore, length);
}
