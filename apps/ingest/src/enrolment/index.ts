export { CredentialsRepository } from './credentials.repository';
export type { CredentialCheck } from './credentials.repository';
export { EnrolmentModule } from './enrolment.module';
export { readDeviceToken } from './secrets';
