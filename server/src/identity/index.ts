/**
 * The identity domain's door: what other domains may use. Identity owns credentials: password hashes, the attempts
 * (wrong guesses, sign-in or the password form) and sessions. It imports no other domain (uc's user detail reaches
 * the sign-in through app.ts).
 */
export { hashPassword, verifyPassword } from './passwords.js';
export { revokeAllSessions, revokeOtherSessions, setSessionPost } from './sessions.js';
export { recentWrongGuesses, recordWrongGuess } from './service.js';
/** issue 30, the administrators' users: who is held up by wrong guesses, and the unlock; ending a user's sessions */
export { CAPTCHA_AFTER_FAILURES, clearWrongGuesses, wrongGuessesOf } from './service.js';
export { revokeUserSessions } from './sessions.js';
