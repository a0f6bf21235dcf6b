/** Workbook downloads of the lists: stock list, diameter sheet, fitted diameter sheet (spec §2, §7, §9). */
export {};
