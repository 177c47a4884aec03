/** Largest `limit` a list answers; larger values are capped. */
export const maxLimit = 10_000;
/** The `limit` of a list that gives none (or 0). */
export const defaultLimit = 50;
/** Most requests one batch may hold (dialect N). */
export const maxBatchEntries = 100;
/** Largest answer, in bytes of JSON, the node sends (dialect N). */
export const maxResponseBytes = 10 * 1024 * 1024;
