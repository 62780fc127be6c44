import { domainErrorMessage, type DomainError } from './domain-error';

/**
 * An expected failure that cannot be returned because storage caught it after the domain's own
 * check passed: two concurrent requests both found an `external_id` free, and the database's
 * unique index refused the second. Adapters answer it exactly like the returned error it carries.
 */
export class DomainFailure extends Error {
  constructor(readonly error: DomainError) {
    super(domainErrorMessage(error));
    this.name = 'DomainFailure';
  }
}
