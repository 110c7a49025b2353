// The account rules live in src/domain (shared with the server); the forms import them here.
export {
  EmailSchema,
  NewPasswordSchema,
  PASSWORD_HINT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REQUIRED_FIELDS_MESSAGE,
} from '../../domain/account/account-rules';
