export { centsOf, isInArrears, volumeChargeCents, yuanOf } from './domain/money';
export { businessNoOf, localTime, periodOf } from './domain/periods';
export type { Period } from './ledger-read.repository';
export { LedgerModule } from './ledger.module';
export { LedgerRepository } from './ledger.repository';
export type { NewMovement } from './ledger.repository';
