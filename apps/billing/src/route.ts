import { serviceRoute } from '@timber/nest-kit';

/** The routes this service serves: only its own catalogue entries compile (libs/contracts/src/routes). */
export const Route = serviceRoute('billing');
