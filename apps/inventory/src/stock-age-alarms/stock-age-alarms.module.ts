import { type DynamicModule, Module } from '@nestjs/common';
import { CreateStockAgeRuleHandler } from './commands/create-stock-age-rule/create-stock-age-rule.handler';
import { DeleteStockAgeRuleHandler } from './commands/delete-stock-age-rule/delete-stock-age-rule.handler';
import { ListStockAgeAlarmsHandler } from './queries/list-stock-age-alarms/list-stock-age-alarms.handler';
import { ListStockAgeRulesHandler } from './queries/list-stock-age-rules/list-stock-age-rules.handler';
import { StockAgeAlarmsController } from './stock-age-alarms.controller';
import { STOCK_AGE_SCAN_MS, StockAgeScanner } from './stock-age-scanner';
import { StockAgeRepository } from './stock-age.repository';

/** §2 Dashboard stock-age warning: rules, the stock rows over age, the alarm events. */
@Module({})
export class StockAgeAlarmsModule {
  static forRoot(options: { scanMs: number }): DynamicModule {
    return {
      module: StockAgeAlarmsModule,
      controllers: [StockAgeAlarmsController],
      providers: [
        { provide: STOCK_AGE_SCAN_MS, useValue: options.scanMs },
        StockAgeRepository,
        StockAgeScanner,
        CreateStockAgeRuleHandler,
        DeleteStockAgeRuleHandler,
        ListStockAgeRulesHandler,
        ListStockAgeAlarmsHandler,
      ],
      exports: [StockAgeScanner],
    };
  }
}
