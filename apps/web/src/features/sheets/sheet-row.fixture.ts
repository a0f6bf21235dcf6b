/**
 * A stock-in or stock-out list row as the list call answers it, for the sheet screens' unit
 * tests: a pine sheet of three logs in the north yard, by its id, SPU and status.
 */
export const sheetRow = (id: string, spu: string, status: number, errorNum = 0) => ({
  id,
  spu,
  sheetType: 1,
  storageDate: '2024-03-05',
  customerId: null,
  tradePartner: '',
  transportNum: 'AB12',
  quantity: 3,
  volume: 0.456,
  purchaseVol: null,
  floatedVol: null,
  avgDiameter: 30,
  woodKindId: 'k1',
  woodKind: 'Pine',
  storageBinId: 'l1',
  storageBin: 'North yard',
  standardType: 'ch',
  status,
  errorNum,
  deviceNo: '',
  creator: 'clerk',
  createTime: '2024-03-05T08:00:00Z',
});
