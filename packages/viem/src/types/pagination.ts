/** Where a page of a list sits in the whole list. */
export type Pagination = { totalCount: number; limit: number; offset: number };

/** One page of a list. */
export type Paginated<item> = { data: item[]; pagination: Pagination };

/** Paging and order, accepted by every list action. */
export type PaginationParameters = {
  /** Page size; the node's default is 50 and it caps it at 10,000. */
  limit?: number | undefined;
  /** How many items to skip; default 0. */
  offset?: number | undefined;
  /** Newest first; default false. */
  descending?: boolean | undefined;
};
