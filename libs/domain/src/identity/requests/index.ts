export type { SignUpRequest } from './sign-up.request';
export { MAX_USER_NAME_LENGTH, parseSignUpRequest } from './sign-up.request';
