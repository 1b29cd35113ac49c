/**
 * The identity domain's door: what other domains may use. Identity owns credentials: password hashes, the attempts
 * (wrong guesses, sign-in or the password form) and sessions. It imports no other domain (uc's user detail reaches
 * the sign-in through app.ts).
 */
export { hashPassword, verifyPassword } from './passwords.js';
export { revokeOtherSessions, setSessionPost } from './sessions.js';
export { recentWrongGuesses, recordWrongGuess } from './service.js';
