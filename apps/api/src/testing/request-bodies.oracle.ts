import {
  Allow,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { CREDENTIAL_RULE_MESSAGES as MESSAGES, CREDENTIAL_SCOPES, SPACE_ROLES } from '@deal/domain';
import { Nullable, Optional } from '@deal/nest-kit';

/**
 * The bodies of credentials, spaces, invitations, members, the device flow, reschedule and Send
 * test as the API declared them with class-validator before the domain became their one home
 * (issue 13): kept as the oracle that request-bodies.oracle.spec.ts compares the domain's rules
 * with, body for body. Compare with deals/testing/class-validator-oracle.ts.
 */

export class OracleCredential {
  @IsString()
  @Matches(/\S/, { message: MESSAGES.blankName })
  @MaxLength(100, { message: MESSAGES.longName })
  name!: string;

  @IsIn(CREDENTIAL_SCOPES, { message: MESSAGES.scope })
  scope!: string;

  @Nullable()
  @IsInt({ message: MESSAGES.expiresInDays })
  @Min(1, { message: MESSAGES.expiresInDays })
  @Max(3650, { message: MESSAGES.expiresInDays })
  expires_in_days?: number | null;
}

export class OracleSpaceName {
  @IsString()
  name!: string;
}

const ROLE_MESSAGE = { message: `must be one of ${SPACE_ROLES.join(', ')}` };

export class OracleInvite {
  @IsString()
  @MaxLength(320)
  email!: string;

  @IsIn(SPACE_ROLES, ROLE_MESSAGE)
  role!: string;
}

export class OracleMemberRole {
  @IsIn(SPACE_ROLES, ROLE_MESSAGE)
  role!: string;
}

export class OracleDeviceCode {
  @Optional()
  @IsIn(CREDENTIAL_SCOPES, { message: `must be one of ${CREDENTIAL_SCOPES.join(', ')}` })
  scope?: string;

  @Optional()
  @IsString()
  @MaxLength(200)
  client_id?: string;
}

export class OracleDeviceApproval {
  @IsString()
  @MaxLength(32)
  user_code!: string;

  @IsBoolean()
  approve!: boolean;
}

export class OracleDeviceToken {
  @IsString()
  @MaxLength(200)
  grant_type!: string;

  @IsString()
  @MaxLength(200)
  device_code!: string;

  @Optional()
  @IsString()
  @MaxLength(200)
  client_id?: string;
}

export class OracleReschedule {
  @Allow()
  shift!: unknown;

  @Optional()
  @IsString()
  space?: string;
}

export class OracleSendTest {
  @Nullable()
  @IsString()
  @MinLength(1)
  deal_id?: string | null;
}

/** POST …/actions/{action_id}/enable, as declared until issue 23 (IsOptional lets null through). */
export class OracleEnableEndpoint {
  @IsOptional()
  @IsBoolean()
  redeliver_held?: boolean;
}
