// What other modules use of auth besides its service: a user by id and the session's selected
// outlet/account (the shell and the platform admin's "act as" switch them).
export { findUserById, updateSessionSelection } from './queries.ts';
