/** The sawing screens' calls (spec §7 Sawing and cutting). */
export * from './sawing.api.generated';
