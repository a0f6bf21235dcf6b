/** The diameter data detail: wood pieces and images of a sheet or a stock row (spec §2 Diameter data detail, §3 Wood piece). */
export {};
