import { type RowOf } from '../../api/row-of';
import { type CarDataListApiResponse } from './stock.api';

/** One truck or container of the list (spec §2 truck and container data). */
export type Truck = RowOf<CarDataListApiResponse>;
