/**
 * What other projects' tests take from the event bus: the contract suite and the adapters as it
 * drives them (`@timber/events/testing`; it imports vitest, so it is not in the package index).
 */
export * from '../event-bus.contract';
export * from './contract-harnesses';
