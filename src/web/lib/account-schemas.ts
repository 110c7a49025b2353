// The account rules' zod schemas, for the forms that validate with zod (sign-up, password
// changes). The sign-in screen does not import this file: it checks without zod.
export { EmailSchema, NewPasswordSchema } from '../../domain/account/account-rules';
