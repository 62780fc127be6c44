import { type CredentialScope } from './credential-scope';

/**
 * Who a request acts as, once its credential is accepted. A personal token (`svcp_`) acts as its
 * user in every space the user belongs to now, so membership is looked up per request, not stored
 * here; a space key (`svcs_`) acts as its one space and names no user, which is why it keeps
 * working after its creator leaves (SPEC §2.4, CONTRACT §2).
 */
export type Actor =
  | {
      readonly kind: 'user';
      readonly userId: string;
      readonly email: string;
      readonly scope: CredentialScope;
      readonly credentialId: string;
    }
  | {
      readonly kind: 'space_key';
      readonly spaceId: string;
      readonly scope: CredentialScope;
      readonly credentialId: string;
    };
