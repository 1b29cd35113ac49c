import type { FileReadRule } from '../../files/index.js';
import { sealImageReadRule } from '../../seals/index.js';
import { instanceFileRule } from './instance-files.js';

/**
 * Every way another domain opens a file to more readers than its uploader, handed to the files domain's read check
 * (canReadFile, readableFile) by whoever checks: the workflow's form writes and opinions, print, and the files
 * routes, mail and the portal's feedback (given it by the composition root, links.ts). The workflow domain holds the
 * list because it is the highest of the domains that add a rule. A PDF made of a file is the files domain's own rule.
 */
export const fileReaders: readonly FileReadRule[] = [
  // whoever may read an instance may open its attachments (form data, opinions)
  (db, user, fileId) => instanceFileRule(db, user, fileId),
  // a seal's owner may see the seal's picture
  (db, user, fileId) => sealImageReadRule(db, user, fileId),
];
