import { tenantHandlerFor } from '@timber/nest-kit';
import { type SawingDb } from '../sawing-db';

/** The base of a handler whose whole work is one tenant transaction with one repository (see tenantHandlerFor). */
export const tenantHandler = tenantHandlerFor<SawingDb>();
