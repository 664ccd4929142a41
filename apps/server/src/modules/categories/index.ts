// What other modules use of categories besides its service: marking the store's category tree as
// changed after they write to it.
export { bumpTree } from './queries.ts';
