import { type WebMessageId } from '@timber/i18n';

/** The quick choices of a date range ending today (spec §2 Sawing statistics). */
export type RangeShortcut = 'today' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year';

export const RANGE_SHORTCUTS: readonly RangeShortcut[] = [
  'today',
  'week',
  'month',
  'quarter',
  'halfYear',
  'year',
];

export const RANGE_SHORTCUT_LABELS: Readonly<Record<RangeShortcut, WebMessageId>> = {
  today: 'filter.shortcut.today',
  week: 'filter.shortcut.week',
  month: 'filter.shortcut.month',
  quarter: 'filter.shortcut.quarter',
  halfYear: 'filter.shortcut.halfYear',
  year: 'filter.shortcut.year',
};

const MONTHS_BACK: Readonly<Record<'month' | 'quarter' | 'halfYear' | 'year', number>> = {
  month: 1,
  quarter: 3,
  halfYear: 6,
  year: 12,
};

/** Today at midnight, local time. */
export function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/**
 * The days a shortcut stands for, today included: today alone, the last 7 days, or the day a
 * number of months back to today (a day missing in a short month becomes its last day).
 */
export function shortcutRange(shortcut: RangeShortcut, today = new Date()): [Date, Date] {
  const end = startOfToday(today);
  if (shortcut === 'today') {
    return [end, end];
  }
  if (shortcut === 'week') {
    return [new Date(end.getFullYear(), end.getMonth(), end.getDate() - 6), end];
  }
  const months = MONTHS_BACK[shortcut];
  const firstOfMonth = new Date(end.getFullYear(), end.getMonth() - months, 1);
  const lastDay = new Date(firstOfMonth.getFullYear(), firstOfMonth.getMonth() + 1, 0).getDate();
  return [
    new Date(firstOfMonth.getFullYear(), firstOfMonth.getMonth(), Math.min(end.getDate(), lastDay)),
    end,
  ];
}
