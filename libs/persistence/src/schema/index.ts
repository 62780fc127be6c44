import { CredentialSchema } from './credential.schema';
import { DealVersionSchema } from './deal-version.schema';
import { DealSchema } from './deal.schema';
import { MembershipSchema } from './membership.schema';
import { PhaseSchema } from './phase.schema';
import { SpaceSchema } from './space.schema';
import { UserSchema } from './user.schema';

export const ENTITY_SCHEMAS = [
  UserSchema,
  SpaceSchema,
  MembershipSchema,
  CredentialSchema,
  DealSchema,
  PhaseSchema,
  DealVersionSchema,
];
export {
  CredentialSchema,
  DealSchema,
  DealVersionSchema,
  MembershipSchema,
  PhaseSchema,
  SpaceSchema,
  UserSchema,
};
