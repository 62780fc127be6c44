import type { Repositories } from '@deal/domain';
import type { EntityManager } from 'typeorm';
import { TypeOrmCredentialRepository } from '../repositories/typeorm-credential.repository';
import { TypeOrmDealVersionRepository } from '../repositories/typeorm-deal-version.repository';
import { TypeOrmDealRepository } from '../repositories/typeorm-deal.repository';
import { TypeOrmMembershipRepository } from '../repositories/typeorm-membership.repository';
import { TypeOrmPhaseRepository } from '../repositories/typeorm-phase.repository';
import { TypeOrmSpaceRepository } from '../repositories/typeorm-space.repository';
import { TypeOrmUserRepository } from '../repositories/typeorm-user.repository';

/** Every repository bound to one EntityManager: a transaction's, or the data source's (autocommit). */
export function repositoriesFor(manager: EntityManager): Repositories {
  return {
    users: new TypeOrmUserRepository(manager),
    spaces: new TypeOrmSpaceRepository(manager),
    memberships: new TypeOrmMembershipRepository(manager),
    credentials: new TypeOrmCredentialRepository(manager),
    deals: new TypeOrmDealRepository(manager),
    phases: new TypeOrmPhaseRepository(manager),
    versions: new TypeOrmDealVersionRepository(manager),
  };
}
