/** Logs of one diameter class and length class, summed: a sheet's diameter table, an order's at its creation. */
export interface ClassRow {
  dia: number;
  /** m */
  length: number;
  qty: number;
  volumeE4: number;
}
