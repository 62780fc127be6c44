export type { PasswordResetDeps, PasswordResetRepositories } from './password-reset.use-cases';
export {
  checkPasswordResetLink,
  passwordResetPath,
  requestPasswordReset,
  resetEmailOf,
  resetPassword,
} from './password-reset.use-cases';
