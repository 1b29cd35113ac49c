import type { FastifyReply } from 'fastify';

/**
 * Headers that only act on a document (or a worker's global scope): a page's CSP, framing, opener and agent-cluster
 * rules, DNS prefetching, IE's download and XSS switches, Flash/PDF policy files. helmet sets them on every answer;
 * on the portal's own scripts and styles they do nothing but cost about 600 bytes per answer, eight of which come
 * before the first screen (issue 18). X-Content-Type-Options, the resource policy and the referrer policy (which also
 * governs a stylesheet's own requests) stay everywhere. Files, pictures and pages keep them all: opened on their own
 * they are documents. API answers get the short policy of a document that runs nothing (see trimApiHeaders).
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** The portal's built scripts and styles (a worker script is not one: its CSP governs the worker). */
export function isPortalSubresource(url: string, contentType: string): boolean {
  const path = url.split('?')[0];
  if (!path.startsWith('/front/assets/') || /worker/i.test(path)) return false;
  return /^(?:application|text)\/(?:javascript|css)\b/.test(contentType);
}

/** Drops the document-only headers of the portal's scripts and styles (onSend, after helmet set them). */
export function trimSubresourceHeaders(url: string, reply: FastifyReply): void {
  if (!isPortalSubresource(url, String(reply.getHeader('content-type') ?? ''))) return;
  for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
}

/**
 * A JSON answer opened on its own is a document that must run, load and embed nothing, and be framed by nobody:
 * `default-src 'none'; frame-ancestors 'none'` says all of that (the usual policy for an API), where the page's
 * policy and the opener/agent-cluster/IE switches cost about 470 bytes on every call, fourteen of them before the
 * first screen on a slow line. nosniff, the resource and referrer policies and X-Frame-Options stay.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function trimApiHeaders(reply: FastifyReply): void {
  if (!/^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''))) return;
  if (!reply.hasHeader('content-security-policy')) return;
  // a file sent as JSON (an export, a download) keeps the policy its route gave it
  if (reply.hasHeader('content-disposition')) return;
  reply.header('content-security-policy', API_POLICY);
  for (const name of DOCUMENT_ONLY) if (name !== 'content-security-policy' && name !== 'x-frame-options') reply.removeHeader(name);
}
