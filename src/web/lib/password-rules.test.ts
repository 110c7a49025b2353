import { describe, expect, it } from 'vitest';
import { EmailSchema } from './account-schemas';
import { isEmailAddress } from './password-rules';

describe('isEmailAddress (the sign-in form checks without zod)', () => {
  it('agrees with the account rules’ EmailSchema', () => {
    const samples = [
      'chef@bistrot.fr',
      'a.b+menu@sub.example.com',
      "o'neil@example.org",
      '.chef@bistrot.fr',
      'chef..x@bistrot.fr',
      'chef@bistrot',
      'chef@-bistrot.fr',
      'chef bistrot@x.fr',
      'chef@bistrot.f',
      '@bistrot.fr',
      'chef@',
    ];
    for (const sample of samples) {
      expect(isEmailAddress(sample), sample).toBe(EmailSchema.safeParse(sample).success);
    }
  });
});
