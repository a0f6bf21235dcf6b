import { Query } from '@nestjs/cqrs';
import { type PageResult, type StockAgeAlarm, type StockAgeAlarmListQuery } from '@timber/contracts';

export class ListStockAgeAlarmsQuery extends Query<PageResult<StockAgeAlarm>> {
  constructor(readonly body: StockAgeAlarmListQuery) {
    super();
  }
}
