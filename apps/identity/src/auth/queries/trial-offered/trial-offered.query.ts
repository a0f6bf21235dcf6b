import { Query } from '@nestjs/cqrs';
import { type TrialOffered } from '@timber/contracts';

/** Whether the login page shows its free trial link. */
export class TrialOfferedQuery extends Query<TrialOffered> {}
