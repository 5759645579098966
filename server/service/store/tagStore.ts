/** Store area: see its owner's implementation in sqlite/. */
export interface TagStore {}
