import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { PasswordHashing } from '../auth/auth';

/**
 * Better Auth's own scrypt (same parameters, same "salt:key" format), remembered per password
 * for the life of a test worker. Nearly every test owner has the factories' default password:
 * hashing it for each sign-up (113 ms of CPU each, 1 150 times in one SQLite run) was half of the
 * suite's CPU. The hashes are real ones, so a server that does not remember verifies them too
 * (the e2e harness writes owners a production server signs in). Tests only: the same salt for
 * one password in every account.
 */
const hashes = new Map<string, Promise<string>>();
const verifications = new Map<string, Promise<boolean>>();

export const memoizedPasswordHashing: PasswordHashing = {
  hash(password) {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password);
      hashes.set(password, hash);
    }
    return hash;
  },
  verify({ hash, password }) {
    const key = `${hash}\u0000${password}`;
    let result = verifications.get(key);
    if (!result) {
      result = verifyPassword({ hash, password });
      verifications.set(key, result);
    }
    return result;
  },
};
