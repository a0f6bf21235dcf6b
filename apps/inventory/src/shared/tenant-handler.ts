import { tenantHandlerFor } from '@timber/nest-kit';
import { type InventoryDb } from '../inventory-db';

/** The base of a handler whose whole work is one tenant transaction with one repository (see tenantHandlerFor). */
export const tenantHandler = tenantHandlerFor<InventoryDb>();
