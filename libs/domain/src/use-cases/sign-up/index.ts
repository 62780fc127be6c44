// Open sign-up (SIGN_UP=open): an account exists once its email is verified (docs/accounts.md).
export type { OpenSignUpInput, SignUpDeps, SignUpRepositories } from './sign-up.use-cases';
export {
  checkSignUpLink,
  EMAIL_TAKEN,
  requestSignUp,
  signUpVerifyPath,
  verifySignUp,
} from './sign-up.use-cases';
