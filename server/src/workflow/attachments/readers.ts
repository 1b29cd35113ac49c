import type { FileReadRule } from '../../files/index.js';
import { sealImageReadRule } from '../../seals/applied.js';
import { instanceFileRule } from './access.js';

/**
 * Every way another domain opens a file to more readers than its uploader, handed to the files domain's read check
 * (canReadFile, readableFile) by whoever checks: the workflow's form writes and opinions, print, mail, feedback, and
 * the files routes (given it by the composition root, links.ts). The workflow domain holds the list because it is the
 * highest of the domains that add a rule and check with them all. A PDF made of a file is the files domain's own rule.
 */
// each rule is looked up when it runs: this module and the form writes' import each other round about
export const fileReaders: readonly FileReadRule[] = [
  // whoever may read an instance may open its attachments (form data, opinions)
  (db, user, fileId) => instanceFileRule(db, user, fileId),
  // a seal's owner may see the seal's picture
  (db, user, fileId) => sealImageReadRule(db, user, fileId),
];
