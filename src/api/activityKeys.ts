/**
 * The activity stream's query keys, apart from its endpoints and decoders (activities.ts): the
 * query client, part of the first download, refreshes these views after every write, and needs
 * no more of the stream than their names.
 */
export const ACTIVITIES_KEY = 'activities';

/** A view of the stream: the account's (`['activities', …]`) or a record's History (below its detail key). */
export function isActivityQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === ACTIVITIES_KEY || queryKey.at(-1) === ACTIVITIES_KEY;
}
