/**
 * The seals domain's door (seals, their grants and the signature pictures): what other domains may use. The
 * workflow checks and uses up grants when a form stores a signature; print finds the seals behind signatures.
 */
export { applySealGrants, checkSignature, sealImageReadRule, sealsBehindSignatures, type GrantMatch, type GrantScope } from './applied.js';
