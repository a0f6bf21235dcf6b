/** The logs of a pending sheet: abnormal wood and the diameter edit (spec §2 Diameter edit, §3, §7). */
export {};
