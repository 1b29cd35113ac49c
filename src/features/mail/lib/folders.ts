import type { MailFolder, MailSpecialUse } from '@contract/mail';

export interface FolderNode extends MailFolder {
  children: FolderNode[];
}

const ORDER: Record<NonNullable<MailSpecialUse>, number> = { inbox: 0, drafts: 1, sent: 2, junk: 3, trash: 4, archive: 5 };

/** The flat folder list of an account as a tree (by parentPath): special folders first, then by name. */
export function folderTree(folders: MailFolder[]): FolderNode[] {
  const byPath = new Map<string, FolderNode>();
  for (const folder of folders) byPath.set(folder.path, { ...folder, children: [] });
  const roots: FolderNode[] = [];
  for (const node of byPath.values()) {
    const parent = node.parentPath ? byPath.get(node.parentPath) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (nodes: FolderNode[]) => {
    nodes.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
    for (const n of nodes) sort(n.children);
    return nodes;
  };
  return sort(roots);
}

const rank = (f: MailFolder) => (f.specialUse ? ORDER[f.specialUse] : 10);

/** The folder a mailbox opens on: the inbox, else the first folder. */
export function startFolder(folders: MailFolder[]): MailFolder | undefined {
  return folders.find((f) => f.specialUse === 'inbox') ?? folders[0];
}
