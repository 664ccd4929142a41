// What other modules use of auth besides its service: a user by id or e-mail, the session's selected
// outlet/account (the shell and the platform admin's "act as" switch them), password hashing and
// ending a user's sessions (the staff screen's deactivate and reset).
export { hashPassword, verifyPassword } from './passwords.ts';
export {
  deleteOtherSessions,
  findUserByEmail,
  findUserById,
  updateSessionSelection,
} from './queries.ts';
export { setSessionCookie } from './session-cookie.ts';
