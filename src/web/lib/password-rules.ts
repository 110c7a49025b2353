import { z } from 'zod';

/**
 * The server enforces the password policy (8 to 128 characters, no composition rules, common
 * passwords refused); the length is checked here too so owners get the answer before a request.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_HINT = '8 caractères minimum. Évitez les mots de passe courants.';
export const REQUIRED_FIELDS_MESSAGE = 'Veuillez remplir tous les champs';

const codePointLength = (value: string) => [...value].length;

/** A new password: required, then within the length bounds (counted like the server does). */
export const NewPasswordSchema = z
  .string()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .refine((value) => codePointLength(value) >= PASSWORD_MIN_LENGTH, {
    message: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  })
  .refine((value) => codePointLength(value) <= PASSWORD_MAX_LENGTH, {
    message: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
  });

export const EmailSchema = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELDS_MESSAGE)
  .pipe(z.email('Adresse email invalide.'));
