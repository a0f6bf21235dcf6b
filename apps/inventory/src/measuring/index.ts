export { measureUnder, measuredOrNone } from './measure-log';
export { measureReadings } from './measure-readings';
export type { MeasuredReadings, Reading } from './measure-readings';
